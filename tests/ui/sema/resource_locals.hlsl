// Local resource variables start undefined and are assigned by handle: one
// must be assigned before it is used, and each use must resolve to one
// global resource (resource_locals.rs).
Texture2D<float4> globalTex : register(t0);
RWBuffer<float> globalBuf : register(u0);
RWBuffer<float> otherBuf : register(u1);
SamplerState samp : register(s0);

float4 straight() {
  Texture2D<float4> t; // expected-note {{'t' is declared here}}
  return t.Load(int3(0, 0, 0)); // expected-error {{local resource 't' is used before a resource is assigned to it}}
}

void indexed() {
  RWBuffer<float> b; // expected-note {{'b' is declared here}}
  b[0] = 1; // expected-error {{local resource 'b' is used before a resource is assigned to it}}
  b[1] = 2; // reported once
}

void assigned_first() {
  RWBuffer<float> b;
  b = globalBuf;
  b[0] = 1;
  RWBuffer<float> c = b; // copies the handle
  c = otherBuf;
  c[0] = b[0];
}

void initialized() {
  SamplerState s = samp;
  RWBuffer<float> b = globalBuf;
  b[0] = 1;
}

void self_assignment() {
  RWBuffer<float> b; // expected-note {{'b' is declared here}}
  b = b; // expected-error {{local resource 'b' is used before a resource is assigned to it}}
}

void copy_of_unassigned() {
  RWBuffer<float> b; // expected-note {{'b' is declared here}}
  RWBuffer<float> c = b; // expected-error {{local resource 'b' is used before a resource is assigned to it}}
}

void both_branches(bool k) {
  RWBuffer<float> b;
  if (k) {
    b = globalBuf;
  } else {
    b = otherBuf;
  }
  // Assigned on both paths, but to different globals: every use of a local
  // resource must resolve to one global (as in DXC).
  b[0] = 1; // expected-error {{cannot tell which global resource 'b' holds here}}
}

void one_branch(bool k) {
  RWBuffer<float> b; // expected-note {{'b' is declared here}}
  if (k) {
    b = globalBuf;
  }
  b[0] = 1; // expected-error {{local resource 'b' is used before a resource is assigned to it}}
}

void branch_that_returns(bool k) {
  RWBuffer<float> b;
  if (k) {
    return;
  } else {
    b = otherBuf;
  }
  b[0] = 1;
}

void in_loop(uint n) {
  RWBuffer<float> b; // expected-note {{'b' is declared here}}
  for (uint i = 0; i < n; ++i) {
    b = globalBuf;
    b[i] = 1; // assigned in this iteration
  }
  b[0] = 2; // expected-error {{local resource 'b' is used before a resource is assigned to it}}
}

void switch_all_cases(int k) {
  RWBuffer<float> b;
  switch (k) {
  case 0:
    b = globalBuf;
    break;
  default:
    b = otherBuf;
    break;
  }
  b[0] = 1; // expected-error {{cannot tell which global resource 'b' holds here}}
}

void switch_without_default(int k) {
  RWBuffer<float> b; // expected-note {{'b' is declared here}}
  switch (k) {
  case 0:
    b = globalBuf;
    break;
  case 1:
    b = otherBuf;
    break;
  }
  b[0] = 1; // expected-error {{local resource 'b' is used before a resource is assigned to it}}
}

void switch_early_break(int k, bool j) {
  RWBuffer<float> b; // expected-note {{'b' is declared here}}
  switch (k) {
  case 0:
    if (j) {
      break;
    }
    b = globalBuf;
    break;
  default:
    b = otherBuf;
    break;
  }
  b[0] = 1; // expected-error {{local resource 'b' is used before a resource is assigned to it}}
}

void take(RWBuffer<float> b) {
  b[0] = 1;
}

void as_argument() {
  RWBuffer<float> b; // expected-note {{'b' is declared here}}
  take(b); // expected-error {{local resource 'b' is used before a resource is assigned to it}}
}

void kinds_not_usable_yet() {
  RayQuery<0> q; // expected-error {{a local variable of type 'RayQuery<0>' is not supported yet}}
}

void same_global_in_branches(bool k) {
  RWBuffer<float> b;
  if (k) {
    b = globalBuf;
  } else {
    b = globalBuf;
  }
  b[0] = 1; // one global on every path
}

void different_global_in_loop(uint n) {
  RWBuffer<float> b = globalBuf;
  for (uint i = 0; i < n; ++i) {
    b[i] = 1;
    b = otherBuf; // expected-error {{cannot tell which global resource 'b' holds here}}
  }
}
