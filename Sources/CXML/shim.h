#ifndef RECIPES_CXML_SHIM_H
#define RECIPES_CXML_SHIM_H
/*
 * Debian builds libxml2 with ICU, so <libxml/encoding.h> would include ICU's headers,
 * which clash with the copy of ICU inside Foundation ("UErrorCode ... not present").
 * Nothing here uses the ICU converter fields of xmlCharEncodingHandler (the only
 * declarations that depend on it), so the flag is dropped before the other headers.
 */
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/HTMLparser.h>
#include <libxml/parserInternals.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>

/*
 * The HTML parser's options are an enum of flags that Swift imports as a struct of
 * raw values; this wrapper fixes the set the app always wants, so Swift does not have
 * to combine them: recover from errors, stay silent, and never touch the network.
 */
static inline int recipes_html_parse_options(void) {
  return HTML_PARSE_RECOVER | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING | HTML_PARSE_NONET;
}

#endif
