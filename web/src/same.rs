//! `Same`: a shared value compared by identity, for hook dependencies and props that hold a large
//! value (a timeline, its layout) which changes only by being replaced.

use std::ops::Deref;
use std::rc::Rc;

/// An `Rc` equal only to itself: comparing two timelines field by field on every play tick costs
/// more than the tick's own work, and an answer replaces its timeline as a whole.
#[derive(Debug)]
pub struct Same<T>(pub Rc<T>);

impl<T> Clone for Same<T> {
    fn clone(&self) -> Self {
        Same(self.0.clone())
    }
}

impl<T> PartialEq for Same<T> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl<T> Deref for Same<T> {
    type Target = T;

    fn deref(&self) -> &T {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_same_value_is_equal() {
        let shared = Rc::new(vec![1, 2]);
        assert!(Same(shared.clone()) == Same(shared.clone()));
        assert!(Same(shared) != Same(Rc::new(vec![1, 2])), "equal contents, another value");
    }
}
