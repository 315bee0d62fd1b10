//! Every xtask check in one test binary, linked once: icons, the no-network gate, the
//! crate walls and the module-cycle check.

mod icons;
mod maps;
mod module_cycles;
mod no_network;
mod screens;
mod walls;
