//! The lexer's greedy rule at its edges, and the desugarings as dumps.
//! Diagnostics with locations are tested as data in `tests/ui/whlsl`.

use crate::whlsl::lexer::lex_text;
use crate::whlsl::token::Kind::{self, *};
use hlsl_base::{DiagCode, Diagnostics, SourceMap};

fn kinds(text: &str) -> (Vec<(Kind, String)>, Vec<DiagCode>) {
    let mut diags = Diagnostics::new();
    let toks = lex_text(text, 0, &mut diags);
    let toks = toks
        .iter()
        .filter(|t| t.kind != Eof)
        .map(|t| {
            (
                t.kind,
                text[t.span.lo as usize..t.span.hi as usize].to_string(),
            )
        })
        .collect();
    (toks, diags.0.iter().map(|d| d.code).collect())
}

fn lexes(text: &str, expected: &[(Kind, &str)]) {
    let (toks, diags) = kinds(text);
    let expected: Vec<(Kind, String)> = expected.iter().map(|&(k, s)| (k, s.into())).collect();
    assert_eq!(toks, expected, "{text}");
    assert!(diags.is_empty(), "{text}: {diags:?}");
}

fn lex_error(text: &str, code: DiagCode) {
    let (_, diags) = kinds(text);
    assert_eq!(diags, vec![code], "{text}");
}

#[test]
fn a_minus_before_a_digit_starts_a_signed_literal() {
    lexes("a-1", &[(Ident, "a"), (IntLit, "-1")]);
    lexes("a - 1", &[(Ident, "a"), (Minus, "-"), (IntLit, "1")]);
    lexes("-1", &[(IntLit, "-1")]);
    lexes("--1", &[(MinusMinus, "--"), (IntLit, "1")]);
    lexes("-=1", &[(MinusEq, "-="), (IntLit, "1")]);
    lexes("->x", &[(Arrow, "->"), (Ident, "x")]);
    lexes("-.5", &[(FloatLit, "-.5")]);
    lexes("-0x1F", &[(IntLit, "-0x1F")]);
}

#[test]
fn float_literals_follow_the_regular_expression() {
    lexes("1.", &[(FloatLit, "1.")]);
    lexes(".5", &[(FloatLit, ".5")]);
    lexes("1.5f", &[(FloatLit, "1.5f")]);
    lexes("5.f", &[(FloatLit, "5.f")]);
    lexes("00.5", &[(FloatLit, "00.5")]);
    lexes("a.x", &[(Ident, "a"), (Dot, "."), (Ident, "x")]);
    lexes(". 5", &[(Dot, "."), (IntLit, "5")]);
    lexes("1..2", &[(FloatLit, "1."), (FloatLit, ".2")]);
    lex_error("1.5e3", DiagCode::err_whlsl_literal_suffix);
    lex_error("5f", DiagCode::err_whlsl_literal_suffix);
}

#[test]
fn integer_literals_decimal_hex_signed_unsigned() {
    lexes("0", &[(IntLit, "0")]);
    lexes("5u", &[(UIntLit, "5u")]);
    lexes("0x0Fu", &[(UIntLit, "0x0Fu")]);
    lexes("0xfF", &[(IntLit, "0xfF")]);
    lex_error("0x", DiagCode::err_whlsl_hex_no_digits);
    lex_error("007", DiagCode::err_whlsl_leading_zero);
    lex_error("-5u", DiagCode::err_whlsl_literal_suffix);
    lex_error("0X1", DiagCode::err_whlsl_literal_suffix);
}

#[test]
fn punctuation_is_greedy() {
    lexes(">>=", &[(ShrEq, ">>=")]);
    lexes(">>>", &[(Shr, ">>"), (Gt, ">")]);
    lexes("=>", &[(Eq, "="), (Gt, ">")]);
    lexes("a@b", &[(Ident, "a"), (At, "@"), (Ident, "b")]);
    lexes("&&&", &[(AmpAmp, "&&"), (Amp, "&")]);
}

#[test]
fn comments_do_not_nest() {
    lexes("a /* /* */ b", &[(Ident, "a"), (Ident, "b")]);
    lexes("a /* x */ */", &[(Ident, "a"), (Star, "*"), (Slash, "/")]);
    lexes("a // b\nc", &[(Ident, "a"), (Ident, "c")]);
    lex_error("/* open", DiagCode::err_unterminated_block_comment);
}

#[test]
fn keywords_reserved_words_and_underscore() {
    lexes(
        "thread _x x_ SV_Target SV_Target0",
        &[
            (Thread, "thread"),
            (Ident, "_x"),
            (Ident, "x_"),
            (BuiltInSemantic, "SV_Target"),
            (Ident, "SV_Target0"),
        ],
    );
    lex_error("_", DiagCode::err_whlsl_reserved_word);
    lex_error("native", DiagCode::err_whlsl_reserved_word);
    lex_error("#if", DiagCode::err_whlsl_preprocessor);
    lexes("If While", &[(Ident, "If"), (Ident, "While")]);
}

fn dump_of(text: &str) -> String {
    let mut sources = SourceMap::new();
    let file = sources.add("t.whlsl", text);
    let (unit, diags) = crate::whlsl::parse(&sources, file);
    assert!(diags.0.is_empty(), "{text}: {:?}", diags.0);
    crate::whlsl::dump(&unit)
}

fn body_of(stmts: &str) -> String {
    let dump = dump_of(&format!("void f() {{ {stmts} }}"));
    dump.lines()
        .skip(2)
        .map(|l| format!("{}\n", &l[4..]))
        .collect()
}

#[test]
fn if_without_else_gets_an_empty_block() {
    assert_eq!(
        body_of("if (a) x = 1;"),
        "if a\n  expr (= x 1)\nelse\n  block\n"
    );
}

#[test]
fn while_becomes_if_and_do_while() {
    assert_eq!(
        body_of("while (a < b) a++;"),
        "if (Lt a b)\n  do\n    expr (a++)\n  while (Lt a b)\nelse\n  block\n"
    );
}

#[test]
fn for_hoists_its_initializer_and_fills_empty_parts() {
    assert_eq!(
        body_of("for (int i = 0, j; ; ) break;"),
        "block\n  var int i = 0\n  var int j\n  for ; true; null\n    break\n"
    );
    assert_eq!(body_of("for (;;) break;"), "for ; true; null\n  break\n");
}

#[test]
fn several_declarators_become_several_declarations() {
    assert_eq!(
        body_of("thread int*[] a, b = c;"),
        "var int* thread[] thread a\nvar int* thread[] thread b = c\n"
    );
}

#[test]
fn prefix_increment_and_arrow_are_sugar() {
    assert_eq!(body_of("++a;"), "expr (Add= a 1)\n");
    assert_eq!(body_of("--a;"), "expr (Sub= a 1)\n");
    assert_eq!(body_of("p->x = 1;"), "expr (= (Deref p).x 1)\n");
}

#[test]
fn precedence_is_cpp_and_shifts_split_in_types() {
    assert_eq!(
        body_of("x = a + b * c << 1 & d | e ^ f && g || h;"),
        "expr (= x (Or (And (BitOr (BitAnd (Shl (Add a (Mul b c)) 1) d) (BitXor e f)) g) h))\n"
    );
    assert_eq!(
        body_of("x = c ? a : b = d;"),
        "expr (= x (c ? a : (= b d)))\n"
    );
    assert_eq!(
        body_of("A<B<int>> x; A<B<C<int>>> y;"),
        "var A<B<int>> x\nvar A<B<C<int>>> y\n"
    );
}
