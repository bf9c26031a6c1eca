// Out-of-line static members of a struct template take each instance's
// arguments: Table<int>::scale is int(3) / 2 = 1, Table<float>::scale 1.5.
template<typename T>
struct Table {
    const static T values[2];
    static const T scale;
};
template<typename T> const static T Table<T>::values[2] = { 1, 2 };
template<typename T> const T Table<T>::scale = T(3) / 2;

float sum() { return Table<int>::values[1] + Table<int>::scale + Table<float>::scale; }
// run: sum
// expect: float:4.5
