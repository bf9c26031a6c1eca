// Enums: implicit values count up from the previous one, explicit values
// are constant expressions over earlier enumerators, `enum class` values
// are reached through the enum's name, and an enum's underlying type is
// int unless a base is written.
enum Mode { Off, On = 4, Auto, Last = Auto * 2 + On };
enum class Channel : uint { Red = 1u << 0, Green = 1u << 1, Blue = 1u << 2, All = Red | Green | Blue };
enum Signed : int { Minus = -3, After };

static const int table[Last] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13 };

int modeValue(Mode m) { return m; }
// run: modeValue int:5
// expect: int:5

int values() { return Off + On * 10 + Auto * 100 + Last * 1000; }
// run: values
// expect: int:14540

uint channels(uint mask) {
    uint r = 0;
    if (mask & (uint)Channel::Red) r += 1;
    if (mask & (uint)Channel::Blue) r += 100;
    return r + (uint)Channel::All * 1000;
}
// run: channels uint:5
// expect: uint:7101

int signedValues() { return Minus * 10 + After + Signed::After; }
// run: signedValues
// expect: int:-34

int tableSize() { return table[Last - 1]; }
// run: tableSize
// expect: int:13

int pick(Mode m) {
    switch (m) {
    case Off: return 1;
    case Mode::On: return 2;
    default: return 3;
    }
}
// run: pick int:4
// expect: int:2
