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
#include <libxml/parser.h>
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

/*
 * The XML parser's options for documents from a server (WebDAV answers): stay silent and
 * never touch the network. Entities are not substituted (no XML_PARSE_NOENT), no DTD is
 * loaded or used for defaults (no XML_PARSE_DTDLOAD / XML_PARSE_DTDATTR), and libxml2's
 * size and depth safety limits stay on (no XML_PARSE_HUGE). The reader also stops at any
 * DOCTYPE, which leaves entity expansion nothing to expand.
 */
static inline int recipes_xml_parse_options(void) {
  return XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING;
}

#endif
