#ifndef RECIPES_CCURL_SHIM_H
#define RECIPES_CCURL_SHIM_H
#include <curl/curl.h>

/*
 * curl_easy_setopt, curl_easy_getinfo and curl_multi_setopt are variadic, which Swift
 * cannot call. Each wrapper below fixes the type of the one argument, so Swift passes
 * exactly what libcurl reads for that kind of option.
 */

/* MARK: - Global */

/* curl_global_init with CURL_GLOBAL_DEFAULT (a macro Swift does not import). */
static inline CURLcode recipes_curl_global_init_default(void) {
  return curl_global_init(CURL_GLOBAL_DEFAULT);
}

/* MARK: - Easy options */

/* Sets an option whose value is a long (CURLOPTTYPE_LONG). */
static inline CURLcode recipes_curl_setopt_long(CURL *handle, CURLoption option, long value) {
  return curl_easy_setopt(handle, option, value);
}

/* Sets an option whose value is a curl_off_t (CURLOPTTYPE_OFF_T). */
static inline CURLcode recipes_curl_setopt_off_t(CURL *handle, CURLoption option,
                                                 curl_off_t value) {
  return curl_easy_setopt(handle, option, value);
}

/* Sets an option whose value is a C string; libcurl copies it. */
static inline CURLcode recipes_curl_setopt_string(CURL *handle, CURLoption option,
                                                  const char *value) {
  return curl_easy_setopt(handle, option, value);
}

/* Sets an option whose value is a pointer kept by the caller (data, buffers). */
static inline CURLcode recipes_curl_setopt_pointer(CURL *handle, CURLoption option,
                                                   void *value) {
  return curl_easy_setopt(handle, option, value);
}

/* Sets an option whose value is a header list, owned by the caller until cleanup. */
static inline CURLcode recipes_curl_setopt_slist(CURL *handle, CURLoption option,
                                                 struct curl_slist *value) {
  return curl_easy_setopt(handle, option, value);
}

/* Sets CURLOPT_WRITEFUNCTION. */
static inline CURLcode recipes_curl_setopt_writefunction(CURL *handle,
                                                         curl_write_callback callback) {
  return curl_easy_setopt(handle, CURLOPT_WRITEFUNCTION, callback);
}

/* Sets CURLOPT_HEADERFUNCTION (same signature as the write callback). */
static inline CURLcode recipes_curl_setopt_headerfunction(CURL *handle,
                                                          curl_write_callback callback) {
  return curl_easy_setopt(handle, CURLOPT_HEADERFUNCTION, callback);
}

/* Sets CURLOPT_READFUNCTION, which supplies an upload's bytes. */
static inline CURLcode recipes_curl_setopt_readfunction(CURL *handle,
                                                        curl_read_callback callback) {
  return curl_easy_setopt(handle, CURLOPT_READFUNCTION, callback);
}

/* Sets CURLOPT_SEEKFUNCTION, which rewinds an upload curl must send again. */
static inline CURLcode recipes_curl_setopt_seekfunction(CURL *handle,
                                                        curl_seek_callback callback) {
  return curl_easy_setopt(handle, CURLOPT_SEEKFUNCTION, callback);
}

/* Sets CURLOPT_HTTPAUTH to HTTP Basic alone (CURLAUTH_BASIC is a macro with a cast). */
static inline CURLcode recipes_curl_setopt_basic_auth(CURL *handle) {
  return curl_easy_setopt(handle, CURLOPT_HTTPAUTH, CURLAUTH_BASIC);
}

/* MARK: - Easy info */

/* Reads an info value that is a long (CURLINFO_LONG). */
static inline CURLcode recipes_curl_getinfo_long(CURL *handle, CURLINFO info, long *value) {
  return curl_easy_getinfo(handle, info, value);
}

/* Reads an info value that is a curl_off_t (CURLINFO_OFF_T). */
static inline CURLcode recipes_curl_getinfo_off_t(CURL *handle, CURLINFO info,
                                                  curl_off_t *value) {
  return curl_easy_getinfo(handle, info, value);
}

/* Reads an info value that is a C string owned by the handle (CURLINFO_STRING). */
static inline CURLcode recipes_curl_getinfo_string(CURL *handle, CURLINFO info,
                                                   char **value) {
  return curl_easy_getinfo(handle, info, value);
}

/* Reads CURLINFO_PRIVATE, the pointer set with CURLOPT_PRIVATE. */
static inline CURLcode recipes_curl_getinfo_private(CURL *handle, void **value) {
  return curl_easy_getinfo(handle, CURLINFO_PRIVATE, value);
}

/* MARK: - Multi options */

/* Sets a multi option whose value is a long. */
static inline CURLMcode recipes_curl_multi_setopt_long(CURLM *handle, CURLMoption option,
                                                       long value) {
  return curl_multi_setopt(handle, option, value);
}

#endif
