#ifndef RECIPES_CZLIB_SHIM_H
#define RECIPES_CZLIB_SHIM_H
#include <zlib.h>

/*
 * inflateInit2 is a macro that passes zlib's version and the stream's size to
 * inflateInit2_, so the library can refuse a header that does not match it; Swift cannot
 * call a function-like macro, so this wrapper does the same.
 *
 * window_bits: -15 for raw deflate (a ZIP entry), 15 + 16 for a gzip member.
 */
static inline int recipes_inflate_init2(z_streamp stream, int window_bits) {
  return inflateInit2(stream, window_bits);
}

#endif
