#warning careful
after
