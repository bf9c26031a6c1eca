// `other`: built-in objects that are not resources.
RayQuery<1> q0 : register(u0); // expected-error {{register binding type 'u' not supported for variable of type 'RayQuery<1>'}}
RayQuery<0> q1 : register(c0); // expected-error {{register binding type 'c' not supported for variable of type 'RayQuery<0>'}}
RayQuery<0> q2 : register(y0); // expected-error {{invalid register type 'y' used; expected 't', 'u', 'b', or 's'}}
// Every annotation is reported, and a conflict after them.
RayQuery<0> q3 : register(t0) : register(t1); // expected-error {{register binding type 't' not supported for variable of type 'RayQuery<0>'}} expected-error {{conflicting register annotations}} expected-error {{register binding type 't' not supported for variable of type 'RayQuery<0>'}}
RayQuery<0> q4; // no annotation, nothing to say
