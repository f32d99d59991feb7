// Never compiled: its path "-Wl,/src/evil.ld,-rpath,x.cpp" hands bot/evil.ld to the linker.
