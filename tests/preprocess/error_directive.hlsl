#error this is an error
after
