#
x
#  
y
