use keeper_dice::*;
fn main() {
    for s in std::env::args().skip(1) {
        match Expression::parse(&s) {
            Ok(e) => {
                let r = e.roll(&mut SeededDice::new(1));
                println!(
                    "{s} => {e} ops={:?} => {:?}",
                    e.ops(),
                    r.map(|r| (
                        r.totals().to_vec(),
                        r.dice()
                            .iter()
                            .map(|d| (d.face, d.flags.kept()))
                            .collect::<Vec<_>>()
                    ))
                );
            }
            Err(err) => println!("{s} => ERR col {} {err}", err.column),
        }
    }
}
