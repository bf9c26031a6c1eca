// Spec table: `c` inside a cbuffer; an error by default.
cbuffer g_cbuffer { float f : register(c2); } // expected-error {{register binding 'c' ignored inside cbuffer/tbuffer declarations; use pack_offset instead}}
