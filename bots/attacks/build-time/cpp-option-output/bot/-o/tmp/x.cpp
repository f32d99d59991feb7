// Never compiled: g++ reads this file's path "-o/tmp/x.cpp" as its output option.
