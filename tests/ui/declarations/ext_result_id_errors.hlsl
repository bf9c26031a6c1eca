// vk::ext_result_id takes one type.

// expected-error@+1 {{invalid template arguments for 'vk::ext_result_id': expected one type}}
vk::ext_result_id<1> bad;
// expected-error@+1 {{invalid template arguments for 'vk::ext_result_id': expected one type}}
vk::ext_result_id<float, int> two;
