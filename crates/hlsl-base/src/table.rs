//! The one table of every diagnostic hlslc can report.
//!
//! Each row is `code: Level [in "group"] = "message template";`. The code is
//! stable (tools match on it, tests name it); the template's `{0}`, `{1}`, …
//! are filled by [`crate::Diagnostic::new`]. Warnings carry the group that
//! `-W<group>`/`-Wno-<group>`/`-Werror=<group>` act on.

/// A diagnostic's default level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    Error,
    Warning,
    /// A warning that is an error unless its group is demoted (Clang's
    /// `DefaultError`).
    DefaultError,
    Note,
}

/// A row of the table.
#[derive(Debug)]
pub struct DiagInfo {
    pub name: &'static str,
    pub level: Level,
    pub group: Option<&'static str>,
    pub template: &'static str,
}

macro_rules! group {
    () => {
        None
    };
    ($g:literal) => {
        Some($g)
    };
}

macro_rules! diagnostics {
    ($( $name:ident : $level:ident $(in $group:literal)? = $msg:literal ;)*) => {
        /// A stable diagnostic code; see the table in `table.rs`.
        #[allow(non_camel_case_types)]
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum DiagCode { $($name,)* }

        impl DiagCode {
            /// Every code, in table order.
            pub const ALL: &'static [DiagCode] = &[$(DiagCode::$name,)*];

            pub fn info(self) -> &'static DiagInfo {
                match self {
                    $(DiagCode::$name => &DiagInfo {
                        name: stringify!($name),
                        level: Level::$level,
                        group: group!($($group)?),
                        template: $msg,
                    },)*
                }
            }

            pub fn name(self) -> &'static str {
                self.info().name
            }

            /// The code with this name, if there is one.
            pub fn from_name(name: &str) -> Option<DiagCode> {
                DiagCode::ALL.iter().copied().find(|c| c.name() == name)
            }
        }
    };
}

diagnostics! {
    // ---- lexing ----
    err_unknown_character: Error = "unknown character '{0}'";
    err_unterminated_block_comment: Error = "unterminated /* comment";
    err_unterminated_string: Error = "missing terminating '\"' character";
    err_invalid_number: Error = "invalid numeric literal '{0}'";
    err_integer_too_large: Error = "integer literal is too large to be represented in any integer type";

    // ---- preprocessing ----
    err_pp_invalid_directive: Error = "invalid preprocessing directive '#{0}'";
    err_pp_macro_name_missing: Error = "macro name missing";
    err_pp_unterminated_conditional: Error = "unterminated conditional directive";
    err_pp_else_without_if: Error = "#{0} without #if";
    err_pp_expected_expression: Error = "expected value in expression";
    err_pp_error_directive: Error = "{0}";
    err_pp_macro_args: Error = "macro '{0}' expects {1} arguments, but {2} were given";
    err_pp_unterminated_macro_call: Error = "unterminated function-like macro invocation of '{0}'";
    err_pp_include_not_found: Error = "'{0}' file not found";
    err_pp_include_depth: Error = "#include nested too deeply (limit {0})";
    err_pp_expansion_limit: Error = "macro expansion of '{0}' is too large (limit {1} tokens)";
    err_pp_total_expansion_limit: Error = "macro expansions produce too many tokens in total (limit {0}); '{1}' and later macros are not expanded";
    err_pp_division_by_zero: Error = "division by zero in preprocessor expression";
    warn_pp_unknown_pragma: Warning in "unknown-pragmas" = "unknown pragma ignored";
    warn_pp_macro_redefined: Warning in "macro-redefined" = "'{0}' macro redefined";
    warn_pp_extra_tokens: Warning in "extra-tokens" = "extra tokens at end of #{0} directive";
    note_pp_macro_defined_here: Note = "macro '{0}' defined here";
    note_pp_expanded_from: Note = "expanded from macro '{0}'";
    err_pp_macro_not_identifier: Error = "macro name must be an identifier";
    err_pp_defined_as_macro_name: Error = "'defined' cannot be used as a macro name";
    err_pp_macro_params: Error = "invalid macro parameter list";
    err_pp_paste_at_end: Error = "'##' cannot appear at either end of a macro expansion";
    err_pp_stringify_non_param: Error = "'#' is not followed by a macro parameter";
    err_pp_bad_paste: Error = "pasting formed '{0}', an invalid preprocessing token";
    err_pp_else_after_else: Error = "#{0} after #else";
    err_pp_expected_filename: Error = "expected \"FILENAME\" or <FILENAME>";
    err_pp_expr_bad_token: Error = "token is not a valid binary operator in a preprocessor subexpression";
    err_pp_invalid_number: Error = "invalid integer in preprocessor expression";
    err_pp_line_invalid: Error = "#line directive requires a positive integer argument";
    err_pp_expansion_depth: Error = "macros expand within each other too deeply (limit {0}); '{1}' is left unexpanded";
    err_pp_nesting_limit: Error = "macro arguments are nested too deeply (limit {0})";
    warn_pp_warning_directive: Warning in "#warnings" = "{0}";
    warn_pp_pack_matrix_invalid: Warning in "ignored-pragmas" = "expected '(row_major)' or '(column_major)' after '#pragma pack_matrix' - ignoring";

    // ---- parsing ----
    err_expected: Error = "expected {0}";
    err_expected_after: Error = "expected {0} after {1}";
    err_expected_expression: Error = "expected expression";
    err_expected_type: Error = "expected a type";
    err_expected_declaration: Error = "expected a declaration";
    err_nesting_too_deep: Error = "nesting is too deep (limit {0})";
    err_template_not_function_or_struct: Error = "a template declares a function or a struct";
    err_qualified_variable: Error = "a variable cannot be declared with a qualified name";
    err_interface_field: Error = "an interface cannot contain data members";
    err_interface_method_body: Error = "an interface method cannot have a body";
    err_template_param_expected: Error = "expected template parameter";
    note_to_match_this: Note = "to match this '{0}'";

    // ---- WHLSL lexing and parsing ----
    err_whlsl_preprocessor: Error = "WHLSL has no preprocessor: '#' is not a token";
    err_whlsl_reserved_word: Error = "'{0}' is reserved for future use and cannot be an identifier";
    err_whlsl_keyword_as_identifier: Error = "'{0}' is a keyword and cannot be used as an identifier";
    err_whlsl_leading_zero: Error = "decimal integer literal '{0}' has a leading zero";
    err_whlsl_hex_no_digits: Error = "hexadecimal literal needs at least one digit after '0x'";
    err_whlsl_literal_suffix: Error = "invalid suffix '{0}' on {1} literal";
    err_whlsl_signed_literal_operand: Error = "'{0}' is one signed literal token (the longest token wins), so it cannot follow an operand; write '- {1}' to subtract";
    err_whlsl_effect_free_statement: Error = "expression statement has no effect: only an assignment, an increment or decrement, a call or a parenthesized expression may be a statement";
    err_whlsl_relational_chain: Error = "relational operators are non-associative: parenthesize one side of '{0}'";
    err_whlsl_assign_lhs: Error = "the left side of '{0}' must be a unary or postfix expression; add parentheses";
    err_whlsl_postfix_on_call: Error = "postfix '{0}' cannot follow a function call";
    err_whlsl_callee_not_name: Error = "only a function name can be called: write 'name(...)'";
    err_whlsl_decl_not_in_block: Error = "a variable declaration is only allowed directly in a block or in a 'for' initializer";
    err_whlsl_address_space_needs_suffix: Error = "a type with a leading address space needs at least one '*', '[]' or '[N]' suffix";
    err_whlsl_suffix_needs_address_space: Error = "'{0}' needs an address space after it ('constant', 'device', 'threadgroup' or 'thread'), or one before the type";
    err_whlsl_address_space_twice: Error = "the address space is given before the type, so it cannot follow '{0}' too";
    err_whlsl_entry_point_operator: Error = "an entry point needs a name, not an operator";
    err_whlsl_unknown_semantic: Error = "unknown semantic '{0}'";
    note_whlsl_sv_target_index: Note = "'SV_Target{0}' is one identifier; write 'SV_Target {0}'";
    err_whlsl_operator_name: Error = "'{0}' is not an operator that can be declared";

    // ---- names and declarations ----
    err_undeclared_identifier: Error = "use of undeclared identifier '{0}'";
    err_unknown_type: Error = "unknown type name '{0}'";
    err_redefinition: Error = "redefinition of '{0}'";
    note_previous_definition: Note = "previous definition is here";
    err_use_before_declaration: Error = "'{0}' is used before its declaration";
    err_circular_declaration: Error = "the declaration of '{0}' depends on itself";
    note_needed_by: Note = "through the declaration of '{0}'";
    note_declared_here: Note = "'{0}' is declared here";
    err_not_a_type: Error = "'{0}' does not name a type";
    err_not_a_function: Error = "called object '{0}' is not a function";
    err_void_variable: Error = "variable '{0}' has incomplete type 'void'";
    err_recursive_struct: Error = "struct '{0}' contains itself";
    err_base_not_struct: Error = "base type '{0}' is not a struct";
    err_out_of_line_no_match: Error = "out-of-line definition of '{0}' does not match any declaration in '{1}'";
    err_this_outside_member: Error = "invalid use of 'this' outside of a member function";
    err_readonly_this_write: Error = "this write to the object is not supported yet: assign to its fields directly (the member function was classified as not modifying it)";
    err_interface_not_implemented: Error = "'{0}' does not implement '{1}' of interface '{2}'";
    err_interface_as_type: Error = "interface '{0}' cannot be the type of a value (only a base of a class)";
    err_resource_local_ambiguous: Error = "cannot tell which global resource '{0}' holds here: a branch or loop assigns it; assign it once, outside branches and loops";
    err_sizeof_invalid: Error = "invalid application of 'sizeof' to type '{0}'";
    err_unknown_namespace: Error = "no namespace named '{0}'";
    err_no_member_in_namespace: Error = "no member named '{0}' in namespace '{1}'";
    note_in_instantiation: Note = "in instantiation of '{0}' requested here";
    err_template_args_required: Error = "use of template '{0}' requires template arguments";
    err_template_deduction: Error = "could not deduce template argument '{0}' for a call to '{1}'";
    err_template_arg_count: Error = "wrong number of template arguments: the template takes {0}, {1} given";
    err_template_arg_kind: Error = "template argument must be {0} for parameter '{1}'";
    err_template_depth: Error = "templates are instantiated too deeply (limit {0})";
    err_enum_base_type: Error = "the underlying type of an enum must be an integer type, not '{0}'";
    err_enum_value_not_constant: Error = "an enumerator value must be an integer constant expression";
    err_invalid_template_args: Error = "invalid template arguments for '{0}': {1}";
    err_array_size_not_constant: Error = "array size is not an integer constant expression";
    err_array_size_missing: Error = "definition of variable with array type needs an explicit size or an initializer";
    err_array_size_not_positive: Error = "array size must be greater than zero";
    err_type_too_large: Error = "'{0}' is too large: it may take more than {1} bytes";
    err_type_too_deep: Error = "'{0}' nests arrays and structs too deeply (limit {1})";
    err_cbuffer_member_init: Error = "constant buffer members cannot have initializers";
    err_invalid_storage_class: Error = "'{0}' is not allowed here";
    err_static_global_non_constant_init: Error = "initializer of global '{0}' is not a constant expression";
    err_const_without_init: Error = "const variable '{0}' must be initialized";

    // ---- types and expressions ----
    err_type_mismatch: Error = "cannot convert from '{0}' to '{1}'";
    err_invalid_operands: Error = "invalid operands to binary expression ('{0}' and '{1}')";
    err_invalid_unary_operand: Error = "invalid argument type '{0}' to unary expression";
    err_not_assignable: Error = "expression is not assignable";
    err_assign_to_const: Error = "cannot assign to variable '{0}' with const-qualified type";
    err_assign_to_read_only_resource: Error = "cannot assign to an element of read-only resource '{0}'";
    err_no_member: Error = "no member named '{0}' in '{1}'";
    err_invalid_swizzle: Error = "invalid swizzle '{0}' on '{1}'";
    err_swizzle_repeats_in_lvalue: Error = "vector swizzle '{0}' is not assignable because it contains repeated components";
    err_not_indexable: Error = "subscripted value of type '{0}' is not an array, vector, matrix or buffer";
    err_index_out_of_range: Error = "index {0} is out of range for '{1}'";
    err_wrong_arg_count: Error = "too {0} arguments to function call, expected {1}, have {2}";
    err_constructor_arg_count: Error = "too {0} elements in vector initialization (expected {1} elements, have {2})";
    err_matrix_constructor_arg_count: Error = "too {0} elements in matrix initialization (expected {1} elements, have {2})";
    err_no_matching_function: Error = "no matching function for call to '{0}'";
    err_ambiguous_call: Error = "call to '{0}' is ambiguous";
    note_candidate: Note = "candidate function: {0}";
    err_out_arg_not_lvalue: Error = "argument for '{0}' parameter '{1}' must be an l-value";
    err_condition_not_scalar: Error = "condition must be a scalar, found '{0}'";
    err_void_value: Error = "value of type 'void' is not usable here";
    warn_implicit_truncation: Warning in "conversion" = "implicit truncation of vector type";
    warn_conversion_loses_data: Warning in "conversion" = "conversion from larger type '{0}' to smaller type '{1}', possible loss of data";

    // ---- statements and functions ----
    err_break_outside_loop: Error = "'break' statement not in loop or switch statement";
    err_continue_outside_loop: Error = "'continue' statement not in loop statement";
    err_return_value_in_void: Error = "void function '{0}' should not return a value";
    err_return_missing_value: Error = "non-void function '{0}' should return a value";
    err_discard_outside_pixel: Error = "'discard' is only allowed in pixel shaders";
    err_case_outside_switch: Error = "'{0}' statement not in switch statement";
    err_switch_not_integer: Error = "statement requires expression of integer type ('{0}' invalid)";
    err_case_not_constant: Error = "case value is not a constant integer expression";
    err_duplicate_case: Error = "duplicate case value '{0}'";
    err_duplicate_default: Error = "multiple default labels in one switch";
    note_previous_case: Note = "previous case defined here";
    err_switch_stmt_before_case: Error = "statements in a switch must follow a 'case' or 'default' label";
    err_missing_return: Error = "function '{0}' does not return a value on every path";
    warn_unreachable_code: Warning in "unreachable-code" = "code will never be executed";
    warn_out_param_not_written: Warning in "parameter-usage" = "out parameter '{0}' is not written on every path";
    err_recursion: Error = "recursive call to '{0}' is not allowed in HLSL";

    // ---- entry points and semantics ----
    err_entry_not_found: Error = "entry point '{0}' not found";
    err_entry_missing_semantic: Error = "entry point parameter '{0}' is missing a semantic";
    err_entry_missing_return_semantic: Error = "entry point '{0}' returns a value without a semantic";
    err_entry_field_missing_semantic: Error = "field '{0}' of '{1}' is missing a semantic, which every entry point {2} needs";
    err_semantic_index: Error = "semantic index of '{0}' exceeds the maximum ({1})";
    err_semantic_type: Error = "semantic '{0}' requires {1}, found '{2}'";
    err_semantic_stage: Error = "semantic '{0}' is not valid for {1} shader {2}";
    err_numthreads_missing: Error = "compute entry point '{0}' is missing [numthreads(x, y, z)]";
    err_numthreads_invalid: Error = "[numthreads] {0}";
    err_invalid_profile: Error = "invalid profile '{0}'";
    err_attribute_args: Error = "attribute '{0}' {1}";
    warn_unknown_attribute: Warning in "unknown-attributes" = "unknown attribute '{0}' ignored";
    err_stage_only_intrinsic: Error = "'{0}' is only available in {1}";
    err_implicit_lod_stage: Error = "'{0}' computes derivatives for an implicit level of detail, which {1} shaders do not have; use 'SampleLevel' (or 'SampleCmpLevelZero')";

    // ---- resources and bindings ----
    err_invalid_register: Error = "invalid register annotation '{0}'";
    err_vk_binding_invalid: Error = "'vk::binding' takes a constant binding number and an optional constant set number, on a resource";
    err_vk_counter_binding_invalid: Error = "'vk::counter_binding' takes a constant binding number, on an RWStructuredBuffer, AppendStructuredBuffer or ConsumeStructuredBuffer";
    err_packoffset_register: Error = "invalid packoffset '{0}'; expected a 'c' register with an optional component 'x', 'y', 'z' or 'w' (c2, c2.y)";
    err_hlsl_packoffset_cross_reg_boundary: Error = "packoffset cannot cross register boundary";
    err_hlsl_packoffset_alignment_mismatch: Error = "packoffset at '{0}' not match alignment {1} required by '{2}'";
    warn_hlsl_packoffset_mix: Warning in "mix-packoffset" = "cannot mix packoffset elements with nonpackoffset elements in a cbuffer";
    err_constant_offset_overlap: Error = "'{0}' at offset {1} overlaps '{2}', which takes {4} bytes from offset {3}";
    err_resource_not_allocated: Error = "resource '{0}' could not be allocated: {1}";
    note_unbounded_range: Note = "'{0}' is an unbounded array: it takes every '{1}' register from {2} on";
    err_resource_used_unassigned: Error = "local resource '{0}' is used before a resource is assigned to it";
    err_hlsl_mismatching_register_type_and_resource_type: Error = "{2} type '{0}' requires register type '{3}', but register type '{1}' was used.";
    err_hlsl_mismatching_register_type_and_variable_type: Error = "unsupported resource register binding '{1}' on variable of type '{0}'";
    err_hlsl_unsupported_register_type_and_variable_type: Error = "register binding type '{1}' not supported for variable of type '{0}'";
    err_hlsl_unsupported_register_type_and_resource_type: Error = "invalid register type '{0}' used; expected 't', 'u', 'b', or 's'";
    err_hlsl_conflicting_register_annotations: Error = "conflicting register annotations";
    err_hlsl_register_annotation_on_member: Error = "location annotations cannot be specified on members";
    warn_hlsl_register_type_c_not_in_global_scope: DefaultError in "disallow-legacy-binding-rules" = "register binding 'c' ignored inside cbuffer/tbuffer declarations; use pack_offset instead";
    warn_hlsl_deprecated_register_type_b: DefaultError in "disallow-legacy-binding-rules" = "deprecated legacy bool constant register binding 'b' used. 'b' is only used for constant buffer resource binding.";
    warn_hlsl_deprecated_register_type_i: DefaultError in "disallow-legacy-binding-rules" = "deprecated legacy int constant register binding 'i' used.";
    warn_hlsl_UDT_missing_resource_type_member: Warning in "disallow-legacy-binding-rules" = "variable of type '{0}' bound to register type '{1}' does not contain a matching '{2}' resource";
    warn_hlsl_UDT_missing_basic_type: Warning in "disallow-legacy-binding-rules" = "register 'c' used on type with no contents to allocate in a constant buffer";
    err_not_supported_yet: Error = "{0} is not supported yet";
    err_function_not_defined: Error = "function '{0}' is used but never defined";
    err_not_a_value: Error = "'{0}' is a function; call it with '(...)'";
    err_member_call_without_object: Error = "'{0}' is a non-static member function of '{1}'; call it on an object";
    err_atomic_dest: Error = "the destination of '{0}' must be an element of a read-write resource or a groupshared variable, not {1}";
    err_atomic_type: Error = "the destination of '{0}' has type '{1}'; atomic operations need a 32-bit 'int' or 'uint'";
    err_out_arg_type: Error = "argument for '{0}' parameter '{1}' has type '{2}', but the parameter has type '{3}'";

    // ---- back ends ----
    err_binding_collision: Error = "'{0}' and '{1}' are both used and bound to descriptor set {2}, binding {3}, which no Vulkan pipeline accepts; separate the register classes with -fvk-<class>-shift or give them distinct register numbers";
    warn_vulkan_binding_collision: Warning in "vulkan-binding-collision" = "'{0}' and '{1}' are both bound to descriptor set {2}, binding {3}; separate the register classes with -fvk-<class>-shift or give them distinct register numbers";
    err_lower_unsupported: Error = "{0} is not supported when targeting {1}";
    err_internal_naga_validation: Error = "internal compiler error: naga rejected the module: {0}";
    err_internal_backend: Error = "internal compiler error in the {0} writer: {1}";

    // ---- driver ----
    err_file_not_found: Error = "cannot open '{0}': {1}";
    warn_unknown_warning_option: Warning in "unknown-warning-option" = "unknown warning group '{0}'";
    err_internal_panic: Error = "internal compiler error: the {0} panicked: {1}";
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_have_unique_names_and_prefixes_match_levels() {
        let mut names: Vec<_> = DiagCode::ALL.iter().map(|c| c.name()).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), DiagCode::ALL.len());
        for c in DiagCode::ALL {
            let info = c.info();
            let prefix = info.name.split('_').next().unwrap();
            let expected = match info.level {
                Level::Error => "err",
                Level::Note => "note",
                Level::Warning | Level::DefaultError => "warn",
            };
            assert_eq!(prefix, expected, "{}", info.name);
            assert_eq!(
                info.group.is_some(),
                prefix == "warn",
                "{} group",
                info.name
            );
        }
    }
}
