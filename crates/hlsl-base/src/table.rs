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
    warn_pp_nonportable_path: Warning in "nonportable-include-path" = "non-portable path to file '{0}'; specified path differs in case from file name on disk";
    warn_pp_nonportable_separator: Warning in "nonportable-include-path" = "non-portable path to file '{0}'; specified path uses '\\' as a separator";
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
    // ---- WHLSL validation: the global environment ----
    err_whlsl_library_type_redefined: Error = "'{0}' is a type of the standard library and cannot be declared again";
    err_whlsl_duplicate_type: Error = "a type named '{0}' is already declared; each type name has one declaration";
    err_whlsl_duplicate_field: Error = "struct '{1}' already has a field named '{0}'; field names must be distinct";
    err_whlsl_duplicate_enum_element: Error = "enum '{1}' already has an element named '{0}'";
    err_whlsl_enum_base: Error = "an enum's base type must be uchar, ushort, uint, char, short or int, not '{0}'";
    err_whlsl_enum_value_not_integer: Error = "an enum element's value must be an integer literal or an enum element";
    err_whlsl_enum_value_range: Error = "the value of enum element '{0}' is not representable in its base type '{1}'";
    err_whlsl_enum_duplicate_value: Error = "enum elements '{0}' and '{1}' have the same value {2}; enum values must be distinct";
    err_whlsl_enum_no_zero: Error = "enum '{0}' has no element with value 0; an enum needs a zero value for its default";
    err_whlsl_enum_value_cycle: Error = "enum element '{0}' is used before it has a value";
    err_whlsl_not_an_enum: Error = "'{0}' is not an enum";
    err_whlsl_no_enum_element: Error = "enum '{0}' has no element named '{1}'";
    err_whlsl_cast_to_void: Error = "a cast operator cannot return 'void'";
    err_whlsl_operator_arity: Error = "'{0}' must have {1}";
    err_whlsl_accessor_base: Error = "the first argument of '{0}' must not be a pointer, array reference or array (it is '{1}')";
    err_whlsl_index_param: Error = "the index argument of '{0}' must be one of uchar, ushort, uint, char, short or int, not '{1}'";
    err_whlsl_address_taker_argument: Error = "the argument of address taker '{0}' must be a pointer";
    err_whlsl_address_taker_return: Error = "address taker '{0}' must return a pointer";
    err_whlsl_address_taker_space: Error = "address taker '{0}' must return a pointer in the same address space as its argument";
    err_whlsl_increment_type: Error = "'{0}' must return the type of its argument";
    err_whlsl_comparison_return: Error = "comparison operator '{0}' must return bool";
    // ---- WHLSL validation: types ----
    err_whlsl_unknown_type: Error = "unknown type '{0}': every type name must be defined";
    err_whlsl_type_arguments: Error = "type '{0}' takes no type arguments";
    err_whlsl_vector_arguments: Error = "invalid type arguments: write {0} with a scalar T and sizes 2 to 4 (matrices are of half or float)";
    err_whlsl_texture_argument: Error = "'{0}' takes one scalar or vector type argument of integers or floats (depth textures take float)";
    err_whlsl_void_type: Error = "'void' can only be the return type of a function";
    err_whlsl_void_composite: Error = "there are no pointers, array references or arrays of 'void'";
    err_whlsl_array_size: Error = "an array size must be a positive integer that fits in 32 bits";
    err_whlsl_type_cycle: Error = "type '{0}' depends on itself: typedefs and structs cannot form a cycle";
    // ---- WHLSL validation: coherence of functions ----
    err_whlsl_setter_without_getter: Error = "setter '{0}' needs a getter '{1}' taking ({2}) and returning '{3}'";
    err_whlsl_duplicate_signature: Error = "'{0}' with parameter types ({1}) is declared twice; declarations must differ in their parameter types";
    err_whlsl_redeclares_library: Error = "'{0}' with parameter types ({1}) is already declared by the standard library";
    // ---- WHLSL validation: statements ----
    err_whlsl_duplicate_param: Error = "a parameter named '{0}' is already declared";
    err_whlsl_duplicate_local: Error = "'{0}' is already declared in this block";
    err_whlsl_pointer_uninitialized: Error = "a variable of pointer or array reference type '{0}' must be initialized";
    err_whlsl_unreachable: Error = "statement is unreachable: the statement before it never completes";
    err_whlsl_fallthrough_not_last: Error = "'fallthrough' must be the last statement of a case";
    err_whlsl_fallthrough_last_case: Error = "the last case of a switch cannot fall through";
    err_whlsl_case_falls_off: Error = "a case must end with 'break', 'fallthrough', 'continue' or 'return'";
    err_whlsl_stray_jump: Error = "'{0}' is only allowed inside {1}";
    err_whlsl_missing_return: Error = "function '{0}' does not return a value on every path";
    err_whlsl_return_type: Error = "returning '{0}' from a function that returns '{1}'";
    err_whlsl_pointer_return_branch: Error = "a function returning '{0}' (a pointer or array reference) can only return outside branches, loops and switches";
    err_whlsl_switch_type: Error = "a switch value must be an int, a uint or an enum, not '{0}'";
    err_whlsl_case_type: Error = "case value of type '{0}' does not match the switch type '{1}'";
    err_whlsl_duplicate_case: Error = "duplicate case value {0}";
    err_whlsl_default_unreachable: Error = "every element of enum '{0}' has a case, so 'default' covers no value";
    err_whlsl_switch_not_exhaustive: Error = "switch without 'default' does not cover every value; missing: {0}";
    err_whlsl_switch_needs_default: Error = "a switch on '{0}' without 'default' cannot cover every value; add 'default'";
    // ---- WHLSL validation: expressions ----
    err_whlsl_unknown_name: Error = "use of undeclared variable '{0}'";
    err_whlsl_type_as_value: Error = "'{0}' is a type, not a value";
    err_whlsl_unknown_function: Error = "no function named '{0}'";
    err_whlsl_no_matching_function: Error = "no '{0}' accepts arguments of types ({1})";
    err_whlsl_ambiguous_call: Error = "call to '{0}' with arguments ({1}) is ambiguous: {2} functions match";
    err_whlsl_type_mismatch: Error = "{0} must have type '{1}', not '{2}'";
    err_whlsl_literal_type: Error = "{0} cannot have type '{1}' ({2})";
    err_whlsl_literal_range: Error = "literal does not fit in '{0}'";
    err_whlsl_ternary_mismatch: Error = "the branches of '?:' have different types '{0}' and '{1}'";
    err_whlsl_ternary_pointer: Error = "'?:' cannot produce a pointer or array reference ('{0}')";
    err_whlsl_assign_pointer: Error = "a pointer or array reference ('{0}') cannot be assigned; initialize it when declaring it";
    err_whlsl_not_assignable: Error = "the left side of an assignment must be assignable (a variable, field or element)";
    err_whlsl_assign_constant: Error = "cannot assign to a value in the constant address space";
    err_whlsl_compound_type: Error = "'{0}' returns '{1}' but the operand has type '{2}'";
    err_whlsl_no_member: Error = "no field, getter, setter or address taker '{0}' for type '{1}'";
    err_whlsl_not_indexable: Error = "type '{0}' cannot be indexed: it is not an array reference and has no '[]' getter, setter or address taker";
    err_whlsl_index_not_uint: Error = "an index must be a uint, not '{0}'";
    err_whlsl_deref_non_pointer: Error = "'{0}' needs a pointer, not '{1}'";
    err_whlsl_needs_lvalue: Error = "'{0}' needs a left value (a variable, field, element or dereference)";
    err_whlsl_recursion: Error = "'{0}' calls '{1}', which leads back to '{0}': recursion is not allowed";

    // ---- WHLSL entry points ----
    err_whlsl_entry_point_called: Error = "entry point '{0}' cannot be called: only the pipeline calls entry points";
    err_whlsl_numthreads_size: Error = "numthreads sizes must be positive 32-bit integers, not {0}";
    err_whlsl_compute_output: Error = "a compute entry point has no output: it must return 'void', not '{0}'";
    err_whlsl_entry_missing_semantic: Error = "{0} of entry point '{1}' needs a semantic: every flattened argument and return value is a built-in, a resource, a stage-in/out variable or a specialization constant";
    err_whlsl_struct_semantic: Error = "'{0}' has struct type '{1}', which entry points flatten: its fields carry the semantics, not the struct";
    err_whlsl_return_semantic_misplaced: Error = "a semantic after the signature belongs to a single returned value, but entry point '{0}' returns '{1}'";
    err_whlsl_entry_duplicate_name: Error = "'{0}' appears twice in the flattened {1} of entry point '{2}' with different declarations; members with the same name must be identical (type, qualifiers and semantic)";
    err_whlsl_entry_bucket: Error = "{0} cannot be in the {1} of a {2} entry point ({3})";
    err_whlsl_builtin_unavailable: Error = "built-in '{0}' is not available in the {1} of a {2} entry point (available there: {3})";
    err_whlsl_builtin_type: Error = "built-in '{0}' must have type '{1}', not '{2}'";
    err_whlsl_stage_io_type: Error = "a stage-in/out variable ('{0}') must be a scalar, vector or matrix, not '{1}'";
    err_whlsl_specialized_type: Error = "a specialization constant must be a scalar, not '{0}'";
    err_whlsl_resource_type: Error = "a resource ('{0}') must be a texture, a sampler, or a pointer or array reference (a slice), not '{1}'";
    err_whlsl_resource_space: Error = "a resource must be in the device or constant address space, not '{0}' ('{1}')";
    err_whlsl_resource_contents: Error = "a resource slice may hold only scalars, vectors, matrices, atomics and structs and arrays of them; '{0}' holds '{1}'";
    err_whlsl_semantic_index: Error = "the n of '{0}' must be a nonnegative 32-bit integer, not {1}";
    err_whlsl_entry_duplicate_output: Error = "'{0}' is given to two outputs of entry point '{1}'; each output semantic names one output";
    err_whlsl_interpolation_conflict: Error = "'{0}' and '{1}' cannot both qualify the same variable";
    warn_whlsl_interpolation_ignored: Warning in "whlsl-ignored-qualifiers" = "'{0}' is ignored: interpolation qualifiers only apply to vertex stage-out and fragment stage-in variables";
    err_whlsl_stage_threadgroup: Error = "{0} entry point '{1}' must never refer to the threadgroup address space, but this uses '{2}'";
    note_whlsl_flattened_from: Note = "flattened from this {0} of entry point '{1}'";
    note_whlsl_calls_here: Note = "'{0}' calls '{1}' here";

    // ---- WHLSL library types ----
    err_whlsl_sampler_space: Error = "samplers must be in the constant address space, not '{0}' ('{1}')";
    err_whlsl_texture_space: Error = "textures must be in the constant or device address space, not '{0}' ('{1}')";
    err_whlsl_texture_constant_writable: Error = "'{0}' is in the constant address space, where a texture is never modified: use a read-only texture type or the device address space";
    err_whlsl_opaque_variable: Error = "a variable cannot hold '{0}': samplers and textures are never constructed, they come in as entry-point arguments";
    err_whlsl_opaque_constructor: Error = "'{0}' has no constructors: a cast operator cannot create a sampler or texture";
    err_whlsl_opaque_assign: Error = "'{0}' cannot be assigned: samplers and textures are immutable";
    err_whlsl_array_contents: Error = "an array cannot hold samplers, textures, pointers or array references anywhere inside it; '{0}' holds '{1}'";
    err_whlsl_reference_to_references: Error = "a {0} pointer or array reference cannot point to data that may hold pointers or array references; '{1}' holds '{2}'";
    err_whlsl_ternary_opaque: Error = "'?:' cannot produce a sampler or texture ('{0}'): they are references";
    err_whlsl_opaque_return_points: Error = "a function returning '{0}' must have only one return point";
    note_whlsl_first_return: Note = "first return point is here";
    err_whlsl_pointer_field_uninitialized: Error = "a variable of type '{0}' holds a pointer or array reference ('{1}'), so it must be initialized when declared";
    err_whlsl_assign_holds_pointer: Error = "assigning a '{0}' would reassign the pointer or array reference it holds ('{1}'); pointers are never reassigned";

    // ---- names and declarations ----
    err_undeclared_identifier: Error = "use of undeclared identifier '{0}'";
    err_unknown_type: Error = "unknown type name '{0}'";
    err_redefinition: Error = "redefinition of '{0}'";
    note_previous_definition: Note = "previous definition is here";
    err_use_before_declaration: Error = "'{0}' is used before its declaration";
    err_circular_declaration: Error = "the declaration of '{0}' depends on itself";
    note_needed_by: Note = "through the declaration of '{0}'";
    note_declared_here: Note = "'{0}' is declared here";
    err_globallycoherent_non_uav: Error = "'globallycoherent' is not a valid modifier for a declaration of type '{0}'";
    note_globallycoherent_uav: Note = "'globallycoherent' can only be applied to UAV or RWDispatchNodeInputRecord objects";
    warn_globallycoherent_dropped: Warning in "target-features" = "'{0}' is not globally coherent when targeting {1}: naga's writer cannot mark a storage texture coherent";
    warn_globallycoherent_ignored: Warning in "ignored-attributes" = "'globallycoherent' on {0} is ignored: declare the resource global it refers to 'globallycoherent'";
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
    err_resource_arg_ambiguous: Error = "cannot tell which global resource is passed for parameter '{0}': pass a global resource or an element of a resource array at a constant index";
    err_resource_return_ambiguous: Error = "cannot tell which global resource '{0}' returns: every return must give the same global resource";
    err_sizeof_invalid: Error = "invalid application of 'sizeof' to type '{0}'";
    err_unknown_namespace: Error = "no namespace named '{0}'";
    err_no_member_in_namespace: Error = "no member named '{0}' in namespace '{1}'";
    note_in_instantiation: Note = "in instantiation of '{0}' requested here";
    err_template_args_required: Error = "use of template '{0}' requires template arguments";
    err_template_deduction: Error = "could not deduce template argument '{0}' for a call to '{1}'";
    err_template_arg_count: Error = "wrong number of template arguments: the template takes {0}, {1} given";
    err_template_arg_kind: Error = "template argument must be {0} for parameter '{1}'";
    err_template_depth: Error = "templates are instantiated too deeply (limit {0})";
    err_template_undefined: Error = "implicit instantiation of undefined template '{0}'";
    err_not_a_template: Error = "'{0}' is not a template";
    err_specialization_undeclared: Error = "explicit specialization of undeclared template struct '{0}'";
    err_builtin_number: Error = "'{0}' takes the built-in's number, an integer constant";
    err_spirv_instruction_unsupported: Error = "inline SPIR-V through 'vk::ext_instruction' with {0} is not supported";
    err_ext_reference_not_lvalue: Error = "argument for a parameter with vk::ext_reference attribute must be a reference";
    err_ext_literal_not_constant: Error = "vk::ext_literal may only be applied to parameters that can be evaluated to a literal value";
    err_raw_buffer_alignment: Error = "alignment argument must be a constant unsigned integer";
    err_builtin_input_and_output: Error = "vk::ext_builtin_input cannot be used together with vk::ext_builtin_output";
    err_builtin_not_static: Error = "vk::ext_builtin_input and vk::ext_builtin_output can only be applied to a static variable";
    err_builtin_redefined: Error = "cannot redefine builtin {0} as {1}";
    err_spirv_instruction_operands: Error = "SPIR-V instruction '{0}' does not take operands of type '{1}' with result type '{2}'";
    err_enum_base_type: Error = "the underlying type of an enum must be an integer type, not '{0}'";
    err_enum_value_not_constant: Error = "an enumerator value must be an integer constant expression";
    err_invalid_template_args: Error = "invalid template arguments for '{0}': {1}";
    err_array_size_not_constant: Error = "array size is not an integer constant expression";
    err_array_size_missing: Error = "definition of variable with array type needs an explicit size or an initializer";
    err_array_size_not_positive: Error = "array size must be greater than zero";
    err_type_too_large: Error = "'{0}' is too large: it may take more than {1} bytes";
    err_type_too_deep: Error = "'{0}' nests arrays and structs too deeply (limit {1})";
    warn_buffer_member_init_ignored: Warning in "vk-ignored-features" = "{0} member initializer ignored since no Vulkan equivalent";
    warn_global_init_ignored: Warning in "vk-ignored-features" = "variable '{0}' will be placed in $Globals so initializer ignored";
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
    note_whlsl_library_takes: Note = "the standard library's '{0}' takes {1}";
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
    warn_missing_return: DefaultError in "return-type" = "function '{0}' does not return a value on every path";
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
    err_hlsl_missing_inout_attr: Error = "stream-output object must be an inout parameter";
    err_primitive_stage: Error = "input primitive '{0}' is only valid on a geometry shader input, not in a {1} shader";
    err_primitive_array: Error = "input primitive '{0}' needs an array of {1} vertices, found '{2}'";
    err_hlsl_missing_attr: Error = "{0} entry point must have a valid {1} attribute";
    err_hlsl_attribute_expects_string_literal_from_list: Error = "attribute {0} must have one of these values: {1}";
    err_hlsl_missing_patch_constant_function: Error = "patch constant function '{0}' must be defined";
    err_hlsl_inputpatch_size: Error = "InputPatch element count must be greater than 0";
    err_hlsl_outputpatch_size: Error = "OutputPatch element count must be greater than 0";
    err_hlsl_patch_size_mismatch: Error = "Patch constant function's {0} patch input should have {1} elements, but has {2}.";
    err_hlsl_patch_reachability: Error = "{0} function '{1}' should not be reachable from {2} function '{3}'";
    err_hlsl_gs_one_primitive: Error = "only one {0} primitive type can be specified in the geometry shader";
    err_hlsl_hs_control_point_id: Error = "SV_OutputControlPointID semantic must be provided in hull shader";
    err_hlsl_controlpoints_size: Error = "number of control points {0} is outside the valid range of [1..32]";
    err_bit_field_type: Error = "bit-field '{0}' has non-integral type '{1}'";
    err_bit_field_width: Error = "width of bit-field '{0}' must be an integer constant from 1 to {1}";
    err_semantic_stage: Error = "semantic '{0}' is not valid for {1} shader {2}";
    err_semantic_shader_model: Error = "invalid semantic '{0}' for {1} {2}.{3}";
    err_numthreads_missing: Error = "compute entry point '{0}' is missing [numthreads(x, y, z)]";
    err_numthreads_invalid: Error = "[numthreads] {0}";
    err_invalid_profile: Error = "invalid profile '{0}'";
    err_attribute_args: Error = "attribute '{0}' {1}";
    err_hlsl_rootsig: Error = "root signature error - {0}";
    note_rootsig_of_entry: Note = "in the root signature of entry point '{0}'";
    warn_unknown_attribute: Warning in "unknown-attributes" = "unknown attribute '{0}' ignored";
    warn_attribute_ignored: Warning in "ignored-attributes" = "attribute '{0}' ignored: it does not change what the program computes, and hlslc does not use it";
    warn_attribute_wrong_stage: Warning in "ignored-attributes" = "attribute '{0}' ignored: it applies only to {1} shaders";
    warn_attribute_not_function: Warning in "ignored-attributes" = "'{0}' attribute only applies to functions";
    err_vk_builtin_and_location: Error = "cannot use vk::builtin and vk::location together";
    err_vk_builtin_invalid: Error = "{0}";
    warn_image_format_ignored: Warning in "ignored-attributes" = "attribute 'vk::image_format' ignored: it applies only to storage textures and buffers";
    err_image_format_incompatible: Error = "The image format and the sampled type are not compatible.";
    err_vk_location_partial: Error = "partial explicit stage {0} location assignment via vk::location(X) unsupported";
    err_vk_location_taken: Error = "stage {0} location #{1} already consumed by semantic '{2}'";
    warn_spec_constant_fixed: Warning in "spec-constant-default" = "specialization constant '{0}' is fixed at its default value when targeting {1}";
    warn_conservative_depth_dropped: Warning in "target-features" = "the conservative depth of '{0}' is not written when targeting {1} (naga's writer has no such mode): the depth is the same, the early depth test is lost";
    err_spec_constant_type: Error = "unsupported specialization constant type";
    err_spec_constant_init: Error = "unsupported specialization constant initializer";
    err_spec_constant_no_default: Error = "missing default value for specialization constant";
    err_spec_constant_static: Error = "specialization constant must be externally visible";
    err_spec_constant_misplaced: Error = "'vk::constant_id' attribute only applies to global variables";
    err_push_constant_misplaced: Error = "'push_constant' attribute only applies to global variables of struct type";
    err_push_constant_args: Error = "'push_constant' attribute takes no arguments";
    err_push_constant_binding: Error = "vk::push_constant attribute cannot be used together with vk::binding attribute";
    err_push_constant_multiple: Error = "cannot have more than one push constant block";
    note_push_constant_previous: Note = "push constant block previously defined here";
    err_vk_io_attr_misplaced: Error = "'{0}' attribute only applies to functions, parameters, and fields";
    err_vk_index_without_location: Error = "vk::index should be used together with vk::location for dual-source blending";
    err_vk_index_stage: Error = "vk::index only allowed in pixel shader";
    err_vk_index_location: Error = "dual-source blending should use vk::location 0";
    err_vk_index_value: Error = "dual-source blending only accepts 0 or 1 as vk::index";
    err_stencil_ref_conflict: Error = "Shaders must not specify more than one of {0}.";
    warn_vk_ext_ignored: Warning in "unknown-attributes" = "'{0}' is ignored: hlslc's back ends declare the capabilities and extensions they use";
    err_stage_only_intrinsic: Error = "'{0}' is only available in {1}";
    err_bit_search_width: Error = "{0} is currently limited to 32-bit width components when targeting SPIR-V";
    err_no_vulkan_equivalent: Error = "no equivalent for {0} intrinsic function in Vulkan";
    err_nointerpolation_arg: Error = "parameter {0} of {1} must have a 'nointerpolation' attribute";
    err_implicit_lod_stage: Error = "'{0}' computes derivatives for an implicit level of detail, which {1} shaders do not have; use 'SampleLevel' (or 'SampleCmpLevelZero')";

    // ---- resources and bindings ----
    err_invalid_register: Error = "invalid register annotation '{0}'";
    err_vk_binding_invalid: Error = "'vk::binding' takes a constant binding number and an optional constant set number, on a resource";
    err_vk_no_equivalent: Error = "no equivalent for {0} intrinsic method in Vulkan";
    err_vk_counter_binding_invalid: Error = "'vk::counter_binding' takes a constant binding number, on an RWStructuredBuffer, AppendStructuredBuffer or ConsumeStructuredBuffer";
    err_packoffset_register: Error = "invalid packoffset '{0}'; expected a 'c' register with an optional component 'x', 'y', 'z' or 'w' (c2, c2.y)";
    err_hlsl_packoffset_cross_reg_boundary: Error = "packoffset cannot cross register boundary";
    err_hlsl_packoffset_alignment_mismatch: Error = "packoffset at '{0}' not match alignment {1} required by '{2}'";
    warn_hlsl_packoffset_mix: Warning in "mix-packoffset" = "cannot mix packoffset elements with nonpackoffset elements in a cbuffer";
    err_constant_offset_overlap: Error = "'{0}' at offset {1} overlaps '{2}', which takes {4} bytes from offset {3}";
    err_resource_not_allocated: Error = "resource '{0}' could not be allocated: {1}";
    err_multiple_unbounded: Error = "more than one unbounded resource ({0} and {1}) in space {2}";
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
    err_hlsl_reserved_keyword: Error = "'{0}' is a reserved keyword in HLSL";
    err_hlsl_operator_overloading_before_2021: Error = "overloading '{0}' is not allowed";
    warn_hlsl_for_redefinition: Warning in "for-redefinition" = "redefinition of '{0}' shadows declaration in the outer scope; most recent declaration will be used";
    err_bit_field_before_2021: Error = "bit-field '{0}' requires HLSL 2021 or later (-HV 2021)";
    err_function_not_defined: Error = "function '{0}' is used but never defined";
    err_not_a_value: Error = "'{0}' is a function; call it with '(...)'";
    err_member_call_without_object: Error = "'{0}' is a non-static member function of '{1}'; call it on an object";
    err_field_without_object: Error = "invalid use of non-static data member '{0}' of '{1}'";
    err_atomic_dest: Error = "the destination of '{0}' must be an element of a read-write resource or a groupshared variable, not {1}";
    err_atomic_type: Error = "the destination of '{0}' has type '{1}'; atomic operations need a 32-bit 'int' or 'uint'";
    err_out_arg_type: Error = "argument for '{0}' parameter '{1}' has type '{2}', but the parameter has type '{3}'";

    // ---- C++ forms DXC accepts (issue 23) ----
    err_invalid_sign_spec: Error = "'{0}' cannot be signed or unsigned";
    err_export_not_function: Error = "'export' can only be applied to a function";
    warn_effect_state_block: Warning in "legacy-effects" = "effect state block ignored - effect syntax is deprecated";
    warn_effect_technique: Warning in "legacy-effects" = "effect technique ignored - effect syntax is deprecated";
    warn_effect_annotation: Warning in "legacy-effects" = "effect annotation ignored - effect syntax is deprecated";

    // ---- back ends ----
    warn_binding_moved: Warning in "binding-moved" = "'{0}' is moved from descriptor set {1}, binding {2}, which '{3}' holds, to binding {4}: this target cannot put two resources on one binding";
    warn_vulkan_binding_collision: Warning in "vulkan-binding-collision" = "'{0}' and '{1}' are both bound to descriptor set {2}, binding {3}; separate the register classes with -fvk-<class>-shift or give them distinct register numbers";
    err_lower_unsupported: Error = "{0} is not supported when targeting {1}";
    err_heap_binding_required: Error = "{0} is required when using -fvk-bind-register";
    err_whlsl_lower_unsupported: Error = "{0} is not supported when compiling WHLSL yet";
    err_internal_naga_validation: Error = "internal compiler error: naga rejected the module: {0}";
    err_internal_backend: Error = "internal compiler error in the {0} writer: {1}";

    // ---- driver ----
    err_file_not_found: Error = "cannot open '{0}': {1}";
    warn_unknown_warning_option: Warning in "unknown-warning-option" = "unknown warning group '{0}'";
    warn_unsupported_option: Warning in "unsupported-option" = "option '{0}' is not supported: {1}";
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
