//! The module's allocator: free lists by size class in front of dlmalloc.
//!
//! Random playouts and bots make and drop many small vectors (action lists, seat
//! lists, copies of the position). A small block (up to 4 KB) comes from its
//! class's free list or from a bump pointer in a 64 KB chunk, in a few
//! instructions, and a `realloc` within the same power of two stays in place.
//! Freed small blocks are kept for reuse, never handed back, so the module's
//! small-block memory is its peak use. Larger blocks go to dlmalloc as before.
//! Measured on Cityscape's random playouts: about 6 % faster than dlmalloc alone,
//! and 0.4 KB smaller gzipped.
//!
//! The module runs on one thread (wasm32 without atomics or shared memory), which
//! is what makes the unsynchronised state sound.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::UnsafeCell;
use std::ptr;

/// Classes of 8, 16, … 4096 bytes.
const MIN_SHIFT: u32 = 3;
const CLASSES: usize = 10;
const MAX_SMALL: usize = 8 << (CLASSES - 1);
const CHUNK: usize = 64 * 1024;

struct State {
    free: [*mut u8; CLASSES],
    bump: usize,
    end: usize,
}

pub struct Pool(UnsafeCell<State>);

// SAFETY: wasm32-unknown-unknown without the atomics feature has one thread.
unsafe impl Sync for Pool {}

impl Pool {
    pub const fn new() -> Pool {
        Pool(UnsafeCell::new(State {
            free: [ptr::null_mut(); CLASSES],
            bump: 0,
            end: 0,
        }))
    }
}

/// The size class of a layout, or `None` for a large block. A block of class
/// `c` is `8 << c` bytes and aligned to its size, which meets any alignment up
/// to that size.
#[inline(always)]
fn class(l: &Layout) -> Option<usize> {
    let size = l.size().max(l.align());
    if size > MAX_SMALL {
        return None;
    }
    let c = size.max(1).next_power_of_two().trailing_zeros();
    Some(c.saturating_sub(MIN_SHIFT) as usize)
}

unsafe impl GlobalAlloc for Pool {
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        let Some(c) = class(&l) else {
            return System.alloc(l);
        };
        let s = &mut *self.0.get();
        let head = s.free[c];
        if !head.is_null() {
            s.free[c] = *(head as *mut *mut u8);
            return head;
        }
        let size = 8usize << c;
        let start = (s.bump + size - 1) & !(size - 1);
        if start + size <= s.end {
            s.bump = start + size;
            return start as *mut u8;
        }
        // A fresh chunk aligned to the largest class; the old chunk's tail stays unused.
        let chunk = System.alloc(Layout::from_size_align_unchecked(CHUNK, MAX_SMALL));
        if chunk.is_null() {
            return chunk;
        }
        s.bump = chunk as usize + size;
        s.end = chunk as usize + CHUNK;
        chunk
    }

    unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
        match class(&l) {
            None => System.dealloc(p, l),
            Some(c) => {
                let s = &mut *self.0.get();
                *(p as *mut *mut u8) = s.free[c];
                s.free[c] = p;
            }
        }
    }

    unsafe fn realloc(&self, p: *mut u8, l: Layout, new_size: usize) -> *mut u8 {
        let nl = Layout::from_size_align_unchecked(new_size, l.align());
        match (class(&l), class(&nl)) {
            (Some(a), Some(b)) if a == b => p,
            (None, None) => System.realloc(p, l, new_size),
            _ => {
                let q = self.alloc(nl);
                if !q.is_null() {
                    ptr::copy_nonoverlapping(p, q, l.size().min(new_size));
                    self.dealloc(p, l);
                }
                q
            }
        }
    }
}
