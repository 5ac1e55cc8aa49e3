//! The playground entry point.
fn main() {
    podsim_web::start();
}
