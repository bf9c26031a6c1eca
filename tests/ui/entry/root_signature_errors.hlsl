// Root signature syntax errors, reported where the string says the wrong
// thing (in the macro's definition for a macro), with DXC's wording. A
// library: every [numthreads] function is an entry point.

// expected-error@+1 {{root signature error - Expected ',', found: 'SRV'}}
[RootSignature("CBV(b0) SRV(t0)")]
[numthreads(1, 1, 1)]
void missing_comma() {}

// expected-error@+2 {{root signature error - Incorrect register type 't0' in CBV (expected b#)}}
#define BadRegister "RootFlags(0), " \
    "CBV(t0)"
// expected-note@+1 {{in the root signature of entry point 'wrong_register'}}
[RootSignature(BadRegister)]
[numthreads(1, 1, 1)]
void wrong_register() {}

// expected-error@+1 {{root signature error - Unexpected token 'Texture' when parsing root signature}}
[RootSignature("CBV(b0), " "Texture(t0)")]
[numthreads(1, 1, 1)]
void unknown_parameter() {}

// expected-error@+1 {{root signature error - Parameter 'space' can be specified only once}}
[RootSignature("SRV(t0, space = 1, space = 2)")]
[numthreads(1, 1, 1)]
void repeated() {}

// expected-error@+1 {{root signature error - num32BitConstants must be defined for each RootConstants}}
[RootSignature("RootConstants(b0)")]
[numthreads(1, 1, 1)]
void no_count() {}

// expected-error@+1 {{root signature error - Unexpected token ')'}}
[RootSignature("DescriptorTable(CBV(b0), )")]
[numthreads(1, 1, 1)]
void trailing_comma() {}

// expected-error@+1 {{root signature error - Unexpected filter value: 'FILTER_BILINEAR'.}}
[RootSignature("StaticSampler(s0, filter = FILTER_BILINEAR)")]
[numthreads(1, 1, 1)]
void bad_filter() {}

// expected-error@+1 {{root signature error - LOCAL_ROOT_SIGNATURE flag used in global root signature}}
[RootSignature("RootFlags(LOCAL_ROOT_SIGNATURE)")]
[numthreads(1, 1, 1)]
void local_flag() {}

// expected-error@+1 {{attribute 'RootSignature' expects one string literal (the root signature)}}
[RootSignature(1)]
[numthreads(1, 1, 1)]
void not_a_string() {}

// A backslash-newline inside the string splices its lines, as in C; the
// error still points at the line that says the wrong thing.
// expected-error@+3 {{root signature error - Incorrect register type 's0' in SRV (expected t#)}}
#define SplicedBad \
    "CBV(b0), \
     SRV(s0)"
// expected-note@+1 {{in the root signature of entry point 'spliced_bad'}}
[RootSignature(SplicedBad)]
[numthreads(1, 1, 1)]
void spliced_bad() {}

#define SplicedGood \
    "CBV(b0), \
     RootConstants(b1, num32BitConstants = 2)"
[RootSignature(SplicedGood)]
[numthreads(1, 1, 1)]
void spliced_good() {}
