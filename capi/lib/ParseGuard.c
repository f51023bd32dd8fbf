/*===- ParseGuard.c - reject MLIR text that crashes upstream parsers ------===*
 *
 * One pass over the text with a tokenizer that follows MLIR's lexer
 * (mlir/lib/AsmParser/Lexer.cpp) closely enough to agree with it on what is
 * a string, a comment, an identifier and a number; anything it gets wrong
 * on garbage only makes the guard stricter on input the parser rejects
 * anyway. Two checks ride on the token stream:
 *   - a bracket stack (bounded by STITCH_PARSE_GUARD_MAX_DEPTH) for the
 *     nesting limit;
 *   - a small automaton that follows the custom syntax of linalg.reduce /
 *     broadcast / transpose up to their `dimensions` / `permutation` list.
 *===----------------------------------------------------------------------===*/

#include "ParseGuard.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef enum TokenKind {
  TOK_EOF,
  TOK_IDENT,    /* bare identifier or keyword: foo, linalg.reduce, i32 */
  TOK_PREFIXED, /* %x, #x, !x, ^x, @x, @"x" */
  TOK_INTEGER,
  TOK_FLOAT,
  TOK_STRING,
  TOK_OPEN,  /* ( [ { {-#, and < once counted as a bracket */
  TOK_CLOSE, /* ) ] } #-}, and > once it closed a counted < */
  TOK_LESS,
  TOK_GREATER,
  TOK_MINUS,
  TOK_EQUAL,
  TOK_COMMA,
  TOK_OTHER
} TokenKind;

typedef struct Token {
  TokenKind kind;
  char bracket;      /* for TOK_OPEN / TOK_CLOSE: ( [ { < or ) ] } > */
  size_t begin, end; /* source[begin, end) */
  unsigned line, column;
} Token;

typedef struct Scanner {
  const char *s;
  size_t n, pos;
  unsigned line;
  size_t lineStart;
} Scanner;

/* ASCII only, as the lexer in the C locale: bytes >= 0x80 are no letters. */
static bool isAlpha(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
static bool isDigit(char c) { return c >= '0' && c <= '9'; }
static bool isHexDigit(char c) {
  return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}
static bool isIdentChar(char c) {
  return isAlpha(c) || isDigit(c) || c == '_' || c == '$' || c == '.';
}
static bool isSuffixPunct(char c) {
  return c == '$' || c == '.' || c == '_' || c == '-';
}

/* The byte `k` past the cursor; '\0' past the end, like the terminator the
 * lexer relies on (so lookahead never reads beyond source[length)). */
static char peek(const Scanner *sc, size_t k) {
  return sc->pos + k < sc->n ? sc->s[sc->pos + k] : '\0';
}

/* White space (NUL bytes included: the lexer skips those not at the end)
 * and `//` comments, which end at '\n' or '\r'. */
static void skipSpace(Scanner *sc) {
  while (sc->pos < sc->n) {
    char c = sc->s[sc->pos];
    if (c == '\n') {
      sc->lineStart = ++sc->pos;
      ++sc->line;
    } else if (c == ' ' || c == '\t' || c == '\r' || c == '\0') {
      ++sc->pos;
    } else if (c == '/' && peek(sc, 1) == '/') {
      sc->pos += 2;
      while (sc->pos < sc->n && sc->s[sc->pos] != '\n' &&
             sc->s[sc->pos] != '\r')
        ++sc->pos;
    } else {
      return;
    }
  }
}

/* The body of a string literal after its opening quote. It ends at the
 * closing quote, or (unterminated: a lexer error) before '\n', '\v', '\f'
 * or the end. Escapes: \" \\ \n \t and two hex digits. */
static void skipString(Scanner *sc) {
  while (sc->pos < sc->n) {
    char c = sc->s[sc->pos];
    if (c == '"') {
      ++sc->pos;
      return;
    }
    if (c == '\n' || c == '\v' || c == '\f')
      return;
    ++sc->pos;
    if (c != '\\')
      continue;
    char e = peek(sc, 0);
    if (e == '"' || e == '\\' || e == 'n' || e == 't')
      ++sc->pos;
    else if (isHexDigit(e) && isHexDigit(peek(sc, 1)))
      sc->pos += 2;
  }
}

static void skipIdentChars(Scanner *sc) {
  while (isIdentChar(peek(sc, 0)))
    ++sc->pos;
}

/* `%`, `#`, `!`, `^` followed by digits or by a letter/punctuation run. */
static void skipSuffixId(Scanner *sc) {
  if (isDigit(peek(sc, 0))) {
    while (isDigit(peek(sc, 0)))
      ++sc->pos;
  } else {
    while (isAlpha(peek(sc, 0)) || isDigit(peek(sc, 0)) ||
           isSuffixPunct(peek(sc, 0)))
      ++sc->pos;
  }
}

/* After the first digit `first`: an integer (digits, or 0x and hex digits)
 * or a float (digits '.' digits, exponent). `0x` without a hex digit is the
 * integer 0 followed by an identifier, as in the lexer. */
static TokenKind lexNumber(Scanner *sc, char first) {
  if (first == '0' && peek(sc, 0) == 'x' && isHexDigit(peek(sc, 1))) {
    sc->pos += 2;
    while (isHexDigit(peek(sc, 0)))
      ++sc->pos;
    return TOK_INTEGER;
  }
  while (isDigit(peek(sc, 0)))
    ++sc->pos;
  if (peek(sc, 0) != '.')
    return TOK_INTEGER;
  ++sc->pos;
  while (isDigit(peek(sc, 0)))
    ++sc->pos;
  if (peek(sc, 0) == 'e' || peek(sc, 0) == 'E') {
    char sign = peek(sc, 1);
    if (isDigit(sign) || ((sign == '-' || sign == '+') && isDigit(peek(sc, 2)))) {
      sc->pos += 2;
      while (isDigit(peek(sc, 0)))
        ++sc->pos;
    }
  }
  return TOK_FLOAT;
}

static void lex(Scanner *sc, Token *t) {
  skipSpace(sc);
  t->begin = sc->pos;
  t->line = sc->line;
  t->column = (unsigned)(sc->pos - sc->lineStart + 1);
  t->bracket = 0;
  if (sc->pos >= sc->n) {
    t->kind = TOK_EOF;
    t->end = sc->pos;
    return;
  }
  char c = sc->s[sc->pos++];
  switch (c) {
  case '"':
    skipString(sc);
    t->kind = TOK_STRING;
    break;
  case '@':
    if (peek(sc, 0) == '"') {
      ++sc->pos;
      skipString(sc);
    } else {
      skipIdentChars(sc);
    }
    t->kind = TOK_PREFIXED;
    break;
  case '#':
    if (peek(sc, 0) == '-' && peek(sc, 1) == '}') { /* file metadata end */
      sc->pos += 2;
      t->kind = TOK_CLOSE;
      t->bracket = '}';
      break;
    }
    /* fallthrough */
  case '%':
  case '!':
  case '^':
    skipSuffixId(sc);
    t->kind = TOK_PREFIXED;
    break;
  case '{':
    if (peek(sc, 0) == '-' && peek(sc, 1) == '#') /* file metadata begin */
      sc->pos += 2;
    /* fallthrough */
  case '(':
  case '[':
    t->kind = TOK_OPEN;
    t->bracket = c;
    break;
  case ')':
  case ']':
  case '}':
    t->kind = TOK_CLOSE;
    t->bracket = c;
    break;
  case '<':
    t->kind = TOK_LESS;
    break;
  case '>':
    t->kind = TOK_GREATER;
    break;
  case '=':
    t->kind = TOK_EQUAL;
    break;
  case ',':
    t->kind = TOK_COMMA;
    break;
  case '-':
    if (peek(sc, 0) == '>') { /* `->` */
      ++sc->pos;
      t->kind = TOK_OTHER;
    } else {
      t->kind = TOK_MINUS;
    }
    break;
  default:
    if (isDigit(c)) {
      t->kind = lexNumber(sc, c);
    } else if (isAlpha(c) || c == '_') {
      skipIdentChars(sc);
      t->kind = TOK_IDENT;
    } else {
      t->kind = TOK_OTHER; /* a lexer error, or punctuation such as `:` */
    }
    break;
  }
  t->end = sc->pos;
}

static bool spells(const Scanner *sc, const Token *t, const char *word) {
  size_t k = strlen(word);
  return t->end - t->begin == k && !memcmp(sc->s + t->begin, word, k);
}

/* True if the integer token fits int64_t with the sign given, which is
 * what AsmParser::parseInteger<int64_t> accepts ("integer value too large"
 * otherwise). */
static bool fitsInt64(const Scanner *sc, const Token *t, bool negative) {
  const char *p = sc->s + t->begin, *end = sc->s + t->end;
  unsigned base = 10;
  if (end - p > 2 && p[1] == 'x') {
    base = 16;
    p += 2;
  }
  const uint64_t limit = negative ? (uint64_t)INT64_MAX + 1 : INT64_MAX;
  uint64_t value = 0;
  for (; p < end; ++p) {
    unsigned d = isDigit(*p) ? (unsigned)(*p - '0')
                             : (unsigned)((*p | 0x20) - 'a' + 10);
    if (value > (limit - d) / base)
      return false;
    value = value * base + d;
  }
  return true;
}

/*===----------------------------------------------------------------------===*
 * linalg.reduce / broadcast / transpose: `dimensions = [...]`
 *
 * Their custom parsers read, at the op's own nesting level: an optional
 * `{payload}` (reduce), an optional attribute dictionary, optional
 * `ins(...)` and `outs(...)`, then the keyword, `=`, and hand the rest to
 * DenseI64ArrayAttr::parse, whose failure they do not check. A missing
 * keyword or `=` is a clean parse error; what follows `=` must be
 * `[` (integer (`,` integer)*)? `]` with integers as parseInteger<int64_t>
 * reads them (`-`? digits or 0x hex, or true/false).
 *===----------------------------------------------------------------------===*/

typedef enum ListStage {
  LIST_OFF,
  LIST_BEFORE_KEYWORD, /* skipping `{..}`, `ins(..)`, `outs(..)` */
  LIST_EQUAL,
  LIST_OPEN,
  LIST_FIRST, /* after `[` */
  LIST_NEGATED,
  LIST_AFTER_ELEMENT,
  LIST_AFTER_COMMA
} ListStage;

typedef struct ListState {
  ListStage stage;
  size_t depth;        /* nesting depth of the op name */
  const char *keyword; /* "dimensions" or "permutation" */
} ListState;

/* Advances `st` over `t` (at nesting depth `depth`, outside the token's own
 * bracket); returns false and fills `issue` where the list goes wrong. */
static bool stepList(ListState *st, const Scanner *sc, const Token *t,
                     size_t depth, StitchParseIssue *issue) {
  switch (st->stage) {
  case LIST_OFF:
    return true;
  case LIST_BEFORE_KEYWORD:
    if (t->kind == TOK_EOF || depth < st->depth) {
      st->stage = LIST_OFF;
    } else if (depth == st->depth) {
      if (t->kind == TOK_IDENT && spells(sc, t, st->keyword))
        st->stage = LIST_EQUAL;
      else if (!(t->kind == TOK_OPEN || t->kind == TOK_CLOSE ||
                 (t->kind == TOK_IDENT &&
                  (spells(sc, t, "ins") || spells(sc, t, "outs")))))
        st->stage = LIST_OFF; /* the parser stops here, cleanly */
    }
    return true;
  case LIST_EQUAL:
    st->stage = t->kind == TOK_EQUAL ? LIST_OPEN : LIST_OFF;
    return true;
  case LIST_OPEN:
    if (t->kind == TOK_OPEN && t->bracket == '[') {
      st->stage = LIST_FIRST;
      return true;
    }
    break;
  case LIST_FIRST:
    if (t->kind == TOK_CLOSE && t->bracket == ']') {
      st->stage = LIST_OFF;
      return true;
    }
    /* fallthrough */
  case LIST_AFTER_COMMA:
    if (t->kind == TOK_MINUS) {
      st->stage = LIST_NEGATED;
      return true;
    }
    if ((t->kind == TOK_INTEGER && fitsInt64(sc, t, false)) ||
        (t->kind == TOK_IDENT &&
         (spells(sc, t, "true") || spells(sc, t, "false")))) {
      st->stage = LIST_AFTER_ELEMENT;
      return true;
    }
    break;
  case LIST_NEGATED:
    if (t->kind == TOK_INTEGER && fitsInt64(sc, t, true)) {
      st->stage = LIST_AFTER_ELEMENT;
      return true;
    }
    break;
  case LIST_AFTER_ELEMENT:
    if (t->kind == TOK_COMMA) {
      st->stage = LIST_AFTER_COMMA;
      return true;
    }
    if (t->kind == TOK_CLOSE && t->bracket == ']') {
      st->stage = LIST_OFF;
      return true;
    }
    break;
  }
  issue->line = t->line;
  issue->column = t->column;
  snprintf(issue->message, sizeof issue->message,
           "malformed `%s` list (upstream linalg parsers crash on it)",
           st->keyword);
  return false;
}

/* The list keyword of the linalg op named by `t`, or NULL. */
static const char *listKeywordOf(const Scanner *sc, const Token *t) {
  if (t->kind != TOK_IDENT)
    return NULL;
  if (spells(sc, t, "linalg.reduce") || spells(sc, t, "linalg.broadcast"))
    return "dimensions";
  if (spells(sc, t, "linalg.transpose"))
    return "permutation";
  return NULL;
}

/*===----------------------------------------------------------------------===*
 * The scan
 *===----------------------------------------------------------------------===*/

bool stitchParseGuardCheck(const char *source, size_t length,
                            StitchParseIssue *issue) {
  if (length >= 4 && !memcmp(source, "ML\xefR", 4))
    return true; /* bytecode: no recursive text parser involved */

  Scanner sc = {.s = source, .n = length, .pos = 0, .line = 1, .lineStart = 0};
  /* Open brackets, innermost last. `<` counts only after an identifier
   * (tuple<, memref<, !llvm.ptr<, #map<, dense<): that is where the type
   * and attribute parsers recurse; elsewhere it is `"op"() <{props}>` or a
   * comparison, and a `>` closes only a counted `<` (not `>=` inside
   * parentheses, not `->`). */
  char stack[STITCH_PARSE_GUARD_MAX_DEPTH];
  size_t depth = 0;
  TokenKind prev = TOK_OTHER;
  ListState list = {.stage = LIST_OFF};

  for (;;) {
    Token t;
    lex(&sc, &t);
    if (t.kind == TOK_LESS && (prev == TOK_IDENT || prev == TOK_PREFIXED)) {
      t.kind = TOK_OPEN;
      t.bracket = '<';
    } else if (t.kind == TOK_GREATER && depth && stack[depth - 1] == '<') {
      t.kind = TOK_CLOSE;
      t.bracket = '>';
    }

    if (t.kind == TOK_OPEN) {
      if (depth == STITCH_PARSE_GUARD_MAX_DEPTH) {
        issue->line = t.line;
        issue->column = t.column;
        snprintf(issue->message, sizeof issue->message,
                 "nesting deeper than %d brackets is not supported (MLIR's "
                 "parser is recursive)",
                 STITCH_PARSE_GUARD_MAX_DEPTH);
        return false;
      }
      if (!stepList(&list, &sc, &t, depth, issue))
        return false;
      stack[depth++] = t.bracket;
    } else {
      if (t.kind == TOK_CLOSE) {
        /* A `<` still open here was a comparison after all: drop it, so
         * that it cannot pile up; then close the innermost bracket (a
         * mismatched one is a parse error anyway). */
        if (t.bracket != '>')
          while (depth && stack[depth - 1] == '<')
            --depth;
        if (depth)
          --depth;
      }
      if (!stepList(&list, &sc, &t, depth, issue))
        return false;
    }

    const char *keyword = listKeywordOf(&sc, &t);
    if (keyword && list.stage == LIST_OFF)
      list = (ListState){LIST_BEFORE_KEYWORD, depth, keyword};
    if (t.kind == TOK_EOF)
      return true;
    prev = t.kind;
  }
}
