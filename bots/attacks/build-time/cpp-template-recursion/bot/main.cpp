// Red-team bot (bots/attacks/README.md): unbounded template recursion and an endless constexpr loop.
template <unsigned long N>
struct Deep {
  static constexpr unsigned long value = Deep<N + 1>::value + Deep<N + 2>::value;
};

constexpr unsigned long spin() {
  unsigned long s = 0;
  for (unsigned long i = 0; i < (1UL << 62); i++) s += i;
  return s;
}

static_assert(spin() != 1, "spin");
int main() { return static_cast<int>(Deep<0>::value); }
