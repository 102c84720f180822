//! Chart files of a distribution (SVG and PNG).
//!
//! One bar per outcome: the x axis is the outcome, the y axis the probability in percent.
//! Bars are laid out in whole pixels by this module rather than by plotters, so that a
//! bar never vanishes (every outcome gets at least one pixel column), dense distributions
//! come out as a solid area instead of a moiré of uneven bars, and the SVG holds at most
//! one rectangle per pixel column however many outcomes there are.
//!
//! Text is drawn with DejaVu Sans, bundled in `assets/` (licence alongside), so a PNG can
//! be rendered on a machine without any system font.

use std::ops::Range;
use std::path::Path;
use std::sync::OnceLock;

use ab_glyph::{Font, FontRef, ScaleFont, point};
use keeper_i18n::{Catalogue, Message};
use plotters::coord::Shift;
use plotters::coord::ranged1d::{DefaultFormatting, KeyPointHint};
use plotters::coord::types::RangedCoordf64;
use plotters::prelude::*;
use plotters_backend::text_anchor::{HPos, VPos};
use plotters_backend::{
    BackendColor, BackendCoord, BackendStyle, BackendTextStyle, DrawingErrorKind,
};

use crate::commands::Row;

/// Size of the picture in pixels (SVG user units).
const SIZE: (u32, u32) = (1024, 640);
/// The name the bundled font is registered under; SVG viewers read it as a generic family.
const FONT_FAMILY: &str = "sans-serif";
/// DejaVu Sans 2.37, see `assets/DejaVuSans-LICENSE.txt`.
static FONT_BYTES: &[u8] = include_bytes!("../assets/DejaVuSans.ttf");

const MARGIN: i32 = 24;
const TITLE_SIZE: f64 = 28.0;
const LABEL_SIZE: f64 = 16.0;
const DESC_SIZE: f64 = 18.0;
const TICK_SIZE: i32 = 5;
/// Room between neighbouring x tick labels, in pixels.
const X_LABEL_GAP: u32 = 28;
const MAX_X_TICKS: usize = 20;
const MAX_Y_TICKS: usize = 8;
/// Bars at least this many pixels apart get a visible gap between them; closer ones touch.
const SEPARATE_BARS_FROM_PX: f64 = 8.0;

const BAR_COLOUR: RGBColor = RGBColor(62, 110, 186);
const GRID_COLOUR: RGBColor = RGBColor(222, 226, 232);
const AXIS_COLOUR: RGBColor = RGBColor(60, 60, 60);
const TEXT_COLOUR: RGBColor = RGBColor(20, 20, 20);

/// Writes a bar chart of `rows` as SVG; `title` is shown above it, `lang` picks the
/// language of the axis labels.
pub(crate) fn write_svg(path: &Path, lang: &str, title: &str, rows: &[Row]) -> Result<(), String> {
    let chart = Chart::new(lang, title, rows)?;
    register_font()?;
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, SIZE).into_drawing_area();
        chart.draw(&root)?;
        root.present()
            .map_err(|e| format!("cannot finish the SVG: {e}"))?;
    }
    std::fs::write(path, svg).map_err(|e| e.to_string())
}

/// Writes a bar chart of `rows` as PNG; `title` is shown above it, `lang` picks the
/// language of the axis labels.
pub(crate) fn write_png(path: &Path, lang: &str, title: &str, rows: &[Row]) -> Result<(), String> {
    let chart = Chart::new(lang, title, rows)?;
    register_font()?;
    font()?;
    let mut pixels = vec![0_u8; SIZE.0 as usize * SIZE.1 as usize * 3];
    {
        let root = Bitmap(BitMapBackend::with_buffer(&mut pixels, SIZE)).into_drawing_area();
        chart.draw(&root)?;
        root.present()
            .map_err(|e| format!("cannot finish the picture: {e}"))?;
    }
    // Encoded here rather than by plotters, which would pick the format from the file
    // name's extension and refuse a name without one.
    let mut encoded = Vec::new();
    let mut encoder = png::Encoder::new(&mut encoded, SIZE.0, SIZE.1);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(png::Compression::Default);
    encoder.set_adaptive_filter(png::AdaptiveFilterType::Adaptive);
    let mut writer = encoder
        .write_header()
        .map_err(|e| format!("cannot encode the PNG: {e}"))?;
    writer
        .write_image_data(&pixels)
        .map_err(|e| format!("cannot encode the PNG: {e}"))?;
    writer
        .finish()
        .map_err(|e| format!("cannot encode the PNG: {e}"))?;
    std::fs::write(path, encoded).map_err(|e| e.to_string())
}

/// The bundled font, parsed once.
fn font() -> Result<&'static FontRef<'static>, String> {
    static FONT: OnceLock<Option<FontRef<'static>>> = OnceLock::new();
    FONT.get_or_init(|| FontRef::try_from_slice(FONT_BYTES).ok())
        .as_ref()
        .ok_or_else(|| "the bundled font cannot be read".to_owned())
}

/// Makes the bundled font known to plotters, once per process.
fn register_font() -> Result<(), String> {
    static REGISTERED: OnceLock<bool> = OnceLock::new();
    let ok = *REGISTERED.get_or_init(|| {
        plotters::style::register_font(FONT_FAMILY, FontStyle::Normal, FONT_BYTES).is_ok()
    });
    match ok {
        true => Ok(()),
        false => Err("the bundled font cannot be read".to_owned()),
    }
}

/// Everything the picture shows, worked out before drawing.
///
/// Outcomes are kept as offsets from the smallest one, so that the f64 coordinates of
/// plotters stay exact for distributions far from zero; tick labels are printed from the
/// exact integers.
struct Chart {
    title: String,
    x_desc: String,
    y_desc: String,
    /// Smallest outcome.
    origin: i128,
    /// (outcome - origin, probability in percent), by outcome, outcomes distinct.
    bars: Vec<(f64, f64)>,
    /// Smallest distance between neighbouring outcomes (1 for a single outcome).
    gap: f64,
    /// Shown x range, in offsets.
    x_range: (f64, f64),
    /// Shown y range top, in percent (the bottom is 0).
    y_top: f64,
    /// Y tick values in percent, and how many decimals their labels show.
    y_ticks: Vec<f64>,
    y_decimals: usize,
}

impl Chart {
    fn new(lang: &str, title: &str, rows: &[Row]) -> Result<Chart, String> {
        let percent = |p: f64| {
            if p.is_finite() && p > 0.0 {
                p * 100.0
            } else {
                0.0
            }
        };
        let mut points: Vec<(i64, f64)> = rows
            .iter()
            .map(|row| (row.outcome, percent(row.p)))
            .collect();
        points.sort_by_key(|&(outcome, _)| outcome);
        points.dedup_by(|later, kept| {
            let same = later.0 == kept.0;
            if same {
                kept.1 += later.1;
            }
            same
        });
        let (Some(first), Some(last)) = (points.first(), points.last()) else {
            return Err("the distribution has no outcomes".to_owned());
        };
        let origin = i128::from(first.0);
        let span = (i128::from(last.0) - origin) as f64;
        let bars: Vec<(f64, f64)> = points
            .iter()
            .map(|&(o, pct)| ((i128::from(o) - origin) as f64, pct))
            .collect();
        let gap = bars
            .windows(2)
            .map(|w| w[1].0 - w[0].0)
            .fold(f64::INFINITY, f64::min);
        let gap = if gap.is_finite() && gap > 0.0 {
            gap
        } else {
            1.0
        };
        // A lone outcome stands in a range five wide; otherwise leave room for the outer
        // bars' halves, and a little air when the bars are thin.
        let pad = if bars.len() == 1 {
            2.5
        } else {
            (gap * 0.6).max(span * 0.015)
        };
        let x_range = (-pad, span + pad);

        let max_pct = bars.iter().map(|b| b.1).fold(0.0, f64::max);
        let y_top = if max_pct > 0.0 { max_pct * 1.08 } else { 1.0 };
        let (step, y_decimals) = nice_f64_step(y_top / MAX_Y_TICKS as f64);
        let y_ticks = (0..=MAX_Y_TICKS * 2 + 1)
            .map(|i| i as f64 * step)
            .take_while(|v| *v <= y_top * (1.0 + 1e-9))
            .collect();

        let catalogue = Catalogue::global();
        Ok(Chart {
            title: title.to_owned(),
            x_desc: catalogue.format(lang, &Message::new("cli-chart-x-label")),
            y_desc: catalogue.format(lang, &Message::new("cli-chart-y-label")),
            origin,
            bars,
            gap,
            x_range,
            y_top,
            y_ticks,
            y_decimals,
        })
    }

    fn y_label(&self, value: f64) -> String {
        if self.y_decimals > 8 {
            format!("{value:.1e}")
        } else {
            format!("{value:.*}", self.y_decimals)
        }
    }

    /// X ticks as (offset, outcome): whole outcomes on a 1-2-5 step, as many as fit
    /// side by side in `width` pixels.
    fn x_ticks(&self, width: u32, label_width: impl Fn(&str) -> u32) -> Vec<(f64, i128)> {
        let lo = self.origin + self.x_range.0.ceil() as i128;
        let hi = self.origin + self.x_range.1.floor() as i128;
        let widest = label_width(&lo.to_string()).max(label_width(&hi.to_string()));
        let fit = (width / (widest + X_LABEL_GAP).max(1)) as usize;
        let count = fit.clamp(2, MAX_X_TICKS);
        let step = nice_int_step((hi - lo) as f64 / count as f64);
        let mut ticks = Vec::new();
        let mut tick = lo.div_euclid(step) * step;
        if tick < lo {
            tick += step;
        }
        while tick <= hi {
            ticks.push(((tick - self.origin) as f64, tick));
            tick += step;
        }
        ticks
    }

    fn draw<DB: DrawingBackend>(&self, root: &DrawingArea<DB, Shift>) -> Result<(), String> {
        let fail = |what: &str, e: &dyn std::fmt::Display| format!("cannot draw the {what}: {e}");
        root.fill(&WHITE).map_err(|e| fail("background", &e))?;

        let text_width = |text: &str, size: f64| -> Result<u32, String> {
            let style = TextStyle::from((FONT_FAMILY, size).into_font());
            root.estimate_text_size(text, &style)
                .map(|(w, _)| w)
                .map_err(|e| fail("text", &e))
        };
        let label_width =
            |text: &str| text_width(text, LABEL_SIZE).unwrap_or(text.len() as u32 * 9);

        // The title shrinks to fit the width, and is cut short if even that is not enough.
        let room = SIZE.0 - 2 * MARGIN as u32;
        let mut title_size = TITLE_SIZE;
        let full = text_width(&self.title, title_size)?.max(1);
        if full > room {
            title_size = (title_size * f64::from(room) / f64::from(full))
                .floor()
                .max(12.0);
        }
        let mut title = self.title.clone();
        let mut width = text_width(&title, title_size)?;
        if width > room {
            // Start from the share of the characters that fits, then take off what overflows.
            let chars = title.chars().count();
            let keep = (chars as u64 * u64::from(room) / u64::from(width.max(1))) as usize;
            title = title.chars().take(keep).collect();
            title.push('…');
            width = text_width(&title, title_size)?;
            while width > room && title.chars().count() > 1 {
                title.pop();
                title.pop();
                title.push('…');
                width = text_width(&title, title_size)?;
            }
        }

        let y_label_width = self
            .y_ticks
            .iter()
            .map(|&v| label_width(&self.y_label(v)))
            .max()
            .unwrap_or(0) as i32;
        let y_area = TICK_SIZE + 8 + y_label_width + 12 + DESC_SIZE as i32 + 6;
        let x_area = TICK_SIZE + 6 + LABEL_SIZE as i32 + 12 + DESC_SIZE as i32 + 6;
        let plot_width = (SIZE.0 as i32 - 2 * MARGIN - y_area).max(1) as u32;
        let x_ticks = self.x_ticks(plot_width, label_width);

        let x_points: Vec<f64> = x_ticks.iter().map(|t| t.0).collect();
        let mut chart = ChartBuilder::on(root)
            .margin(MARGIN)
            .caption(
                &title,
                (FONT_FAMILY, title_size).into_font().color(&TEXT_COLOUR),
            )
            .x_label_area_size(x_area)
            .y_label_area_size(y_area)
            .build_cartesian_2d(
                Axis::new(self.x_range.0..self.x_range.1, x_points),
                Axis::new(0.0..self.y_top, self.y_ticks.clone()),
            )
            .map_err(|e| fail("axes", &e))?;

        let x_formatter = |v: &f64| {
            // The tick nearest to v: its exact outcome, not one rounded through f64.
            x_ticks
                .iter()
                .min_by(|a, b| (a.0 - v).abs().total_cmp(&(b.0 - v).abs()))
                .map(|t| t.1.to_string())
                .unwrap_or_default()
        };
        let y_formatter = |v: &f64| self.y_label(*v);
        chart
            .configure_mesh()
            .disable_x_mesh()
            .bold_line_style(GRID_COLOUR)
            .axis_style(AXIS_COLOUR)
            .set_all_tick_mark_size(TICK_SIZE)
            .label_style((FONT_FAMILY, LABEL_SIZE).into_font().color(&TEXT_COLOUR))
            .axis_desc_style((FONT_FAMILY, DESC_SIZE).into_font().color(&TEXT_COLOUR))
            .x_desc(self.x_desc.as_str())
            .y_desc(self.y_desc.as_str())
            .x_label_formatter(&x_formatter)
            .y_label_formatter(&y_formatter)
            .draw()
            .map_err(|e| fail("axes", &e))?;

        // Bars, in whole pixels: the top of the highest bar over each pixel column, then
        // one rectangle per run of columns with the same top.
        let (x_pixels, _) = chart.plotting_area().get_pixel_range();
        let columns = (x_pixels.end - x_pixels.start).max(1);
        let gap_px = self.gap / (self.x_range.1 - self.x_range.0) * f64::from(columns);
        let bar_px = match gap_px >= SEPARATE_BARS_FROM_PX {
            true => (gap_px * 0.8).round() as i32,
            false => gap_px.ceil() as i32,
        }
        .max(1);
        let bottom = chart.backend_coord(&(0.0, 0.0)).1;
        let mut tops = vec![bottom; columns as usize];
        for &(offset, pct) in &self.bars {
            let (centre, top) = chart.backend_coord(&(offset, pct));
            let left = (centre - bar_px / 2).max(x_pixels.start);
            let right = (centre - bar_px / 2 + bar_px).min(x_pixels.end);
            for x in left..right {
                let column = &mut tops[(x - x_pixels.start) as usize];
                *column = (*column).min(top);
            }
        }
        let mut start = 0;
        while start < tops.len() {
            let top = tops[start];
            let end = start + tops[start..].iter().take_while(|t| **t == top).count();
            if top < bottom {
                let x0 = x_pixels.start + start as i32;
                let x1 = x_pixels.start + end as i32;
                root.draw(&Rectangle::new(
                    [(x0, top), (x1, bottom)],
                    BAR_COLOUR.filled(),
                ))
                .map_err(|e| fail("bars", &e))?;
            }
            start = end;
        }
        Ok(())
    }
}

/// The bitmap backend of plotters with text drawn here: plotters 0.3.7 places each glyph
/// of ab_glyph text without its side bearing, which spaces letters unevenly ("outcom e").
/// Everything else is passed through. The text box is the one plotters lays out with
/// (`estimate_text_size` is not overridden): the advances and kerning wide, size / 1.24
/// high, and capitals are centred in it.
struct Bitmap<'a>(BitMapBackend<'a>);

impl<'a> DrawingBackend for Bitmap<'a> {
    type ErrorType = <BitMapBackend<'a> as DrawingBackend>::ErrorType;

    fn get_size(&self) -> (u32, u32) {
        self.0.get_size()
    }

    fn ensure_prepared(&mut self) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        self.0.ensure_prepared()
    }

    fn present(&mut self) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        self.0.present()
    }

    fn draw_pixel(
        &mut self,
        point: BackendCoord,
        color: BackendColor,
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        self.0.draw_pixel(point, color)
    }

    fn draw_line<S: BackendStyle>(
        &mut self,
        from: BackendCoord,
        to: BackendCoord,
        style: &S,
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        self.0.draw_line(from, to, style)
    }

    fn draw_rect<S: BackendStyle>(
        &mut self,
        upper_left: BackendCoord,
        bottom_right: BackendCoord,
        style: &S,
        fill: bool,
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        self.0.draw_rect(upper_left, bottom_right, style, fill)
    }

    fn draw_path<S: BackendStyle, I: IntoIterator<Item = BackendCoord>>(
        &mut self,
        path: I,
        style: &S,
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        self.0.draw_path(path, style)
    }

    fn draw_circle<S: BackendStyle>(
        &mut self,
        center: BackendCoord,
        radius: u32,
        style: &S,
        fill: bool,
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        self.0.draw_circle(center, radius, style, fill)
    }

    fn fill_polygon<S: BackendStyle, I: IntoIterator<Item = BackendCoord>>(
        &mut self,
        vert: I,
        style: &S,
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        self.0.fill_polygon(vert, style)
    }

    fn blit_bitmap(
        &mut self,
        pos: BackendCoord,
        size: (u32, u32),
        src: &[u8],
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        self.0.blit_bitmap(pos, size, src)
    }

    fn draw_text<S: BackendTextStyle>(
        &mut self,
        text: &str,
        style: &S,
        pos: BackendCoord,
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        let colour = style.color();
        if colour.alpha == 0.0 {
            return Ok(());
        }
        let Ok(font) = font() else {
            // write_png has checked the font already.
            return Ok(());
        };
        let scaled = font.as_scaled(style.size() as f32);
        let mut carets = Vec::new();
        let mut caret = 0.0_f32;
        let mut previous = None;
        for c in text.chars() {
            let id = scaled.glyph_id(c);
            if let Some(previous) = previous {
                caret += scaled.kern(previous, id);
            }
            carets.push((id, caret));
            caret += scaled.h_advance(id);
            previous = Some(id);
        }
        let (width, height) = (caret as i32, (style.size() / 1.24) as i32);
        let cap_height = scaled
            .outline_glyph(scaled.scaled_glyph('H'))
            .map(|g| g.px_bounds().height())
            .unwrap_or(height as f32 * 0.75);
        let baseline = (height as f32 + cap_height) / 2.0;
        let dx = match style.anchor().h_pos {
            HPos::Left => 0,
            HPos::Right => -width,
            HPos::Center => -width / 2,
        };
        let dy = match style.anchor().v_pos {
            VPos::Top => 0,
            VPos::Center => -height / 2,
            VPos::Bottom => -height,
        };
        let transform = style.transform();
        let (w, h) = self.get_size();
        let mut result = Ok(());
        for (id, x) in carets {
            let glyph = id.with_scale_and_position(scaled.scale(), point(x, baseline));
            let Some(outline) = font.outline_glyph(glyph) else {
                continue;
            };
            let bounds = outline.px_bounds();
            outline.draw(|gx, gy, coverage| {
                let (x, y) = (
                    bounds.min.x as i32 + gx as i32 + dx,
                    bounds.min.y as i32 + gy as i32 + dy,
                );
                let (x, y) = transform.transform(x, y);
                let (x, y) = (pos.0 + x, pos.1 + y);
                if coverage > 0.0
                    && x >= 0
                    && y >= 0
                    && (x as u32) < w
                    && (y as u32) < h
                    && result.is_ok()
                {
                    let alpha = colour.alpha * f64::from(coverage.min(1.0));
                    result = self.0.draw_pixel(
                        (x, y),
                        BackendColor {
                            alpha,
                            rgb: colour.rgb,
                        },
                    );
                }
            });
        }
        result
    }
}

/// A linear axis with the given ticks and no light grid lines. (plotters' own
/// `with_key_points` loses the label formatter of f64 axes.)
struct Axis {
    linear: RangedCoordf64,
    ticks: Vec<f64>,
}

impl Axis {
    fn new(range: Range<f64>, ticks: Vec<f64>) -> Axis {
        Axis {
            linear: range.into(),
            ticks,
        }
    }
}

impl Ranged for Axis {
    type FormatOption = DefaultFormatting;
    type ValueType = f64;

    fn map(&self, value: &f64, limit: (i32, i32)) -> i32 {
        self.linear.map(value, limit)
    }

    fn key_points<Hint: KeyPointHint>(&self, hint: Hint) -> Vec<f64> {
        match hint.weight().allow_light_points() {
            true => Vec::new(),
            false => self.ticks.clone(),
        }
    }

    fn range(&self) -> Range<f64> {
        self.linear.range()
    }
}

/// The smallest of 1, 2, 5, 10, 20, 50, … that is at least `at_least` (and at least 1).
fn nice_int_step(at_least: f64) -> i128 {
    if !at_least.is_finite() {
        return 1;
    }
    let mut magnitude: i128 = 1;
    loop {
        for m in [1, 2, 5] {
            let step = m * magnitude;
            if step as f64 >= at_least {
                return step;
            }
        }
        magnitude *= 10;
    }
}

/// The smallest of …, 0.1, 0.2, 0.5, 1, 2, 5, 10, … that is at least `at_least` (> 0), and
/// the decimals needed to print its multiples.
fn nice_f64_step(at_least: f64) -> (f64, usize) {
    let at_least = if at_least.is_finite() && at_least > 0.0 {
        at_least
    } else {
        1.0
    };
    let exponent = at_least.log10().floor() as i32;
    for e in [exponent - 1, exponent, exponent + 1] {
        for m in [1.0, 2.0, 5.0] {
            let step = m * 10_f64.powi(e);
            if step >= at_least * (1.0 - 1e-12) {
                return (step, (-e).max(0) as usize);
            }
        }
    }
    (10_f64.powi(exponent + 2), 0)
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;

    /// A fresh directory under the system's temporary one, removed on drop.
    struct TempDir(PathBuf);

    impl TempDir {
        fn new(name: &str) -> TempDir {
            let unique = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_nanos())
                .unwrap_or(0);
            let dir = std::env::temp_dir().join(format!(
                "keeper-chart-{name}-{}-{unique}",
                std::process::id()
            ));
            std::fs::create_dir_all(&dir).expect("temp dir");
            TempDir(dir)
        }
    }

    impl Drop for TempDir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }

    fn row(outcome: i64, p: f64) -> Row {
        Row {
            outcome,
            fraction: String::new(),
            p,
        }
    }

    /// 3d6: outcomes 3..=18.
    fn three_d6() -> Vec<Row> {
        let mut counts = [0_u32; 19];
        for a in 1..=6 {
            for b in 1..=6 {
                for c in 1..=6 {
                    counts[a + b + c] += 1;
                }
            }
        }
        (3..=18)
            .map(|s| row(s as i64, f64::from(counts[s]) / 216.0))
            .collect()
    }

    /// A bell of `n` outcomes starting at `from`, `step` apart.
    fn bell(n: usize, from: i64, step: i64) -> Vec<Row> {
        let mid = (n as f64 - 1.0) / 2.0;
        let width = (n as f64 / 6.0).max(1.0);
        let weights: Vec<f64> = (0..n)
            .map(|i| (-((i as f64 - mid) / width).powi(2) / 2.0).exp())
            .collect();
        let total: f64 = weights.iter().sum();
        weights
            .iter()
            .enumerate()
            .map(|(i, w)| row(from + i as i64 * step, w / total))
            .collect()
    }

    fn write_both(name: &str, title: &str, rows: &[Row]) -> (String, Vec<u8>) {
        let dir = TempDir::new(name);
        let (svg, png) = (dir.0.join("chart.svg"), dir.0.join("chart.png"));
        write_svg(&svg, "en", title, rows).expect("svg written");
        write_png(&png, "en", title, rows).expect("png written");
        let svg = std::fs::read_to_string(svg).expect("svg read");
        let png = std::fs::read(png).expect("png read");
        (svg, png)
    }

    fn check(name: &str, title: &str, rows: &[Row]) -> String {
        let (svg, png) = write_both(name, title, rows);
        assert!(svg.starts_with("<svg"), "{name}: not an SVG");
        let escaped = title
            .replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;");
        assert!(svg.contains(&escaped), "{name}: the SVG lacks the title");
        assert!(svg.contains("<rect"), "{name}: the SVG has no bars");
        assert!(
            png.starts_with(b"\x89PNG\r\n\x1a\n") && png.len() > 1000,
            "{name}: not a PNG"
        );
        svg
    }

    #[test]
    fn three_d6_charts_have_title_labels_and_ticks() {
        let svg = check("3d6", "3d6", &three_d6());
        let catalogue = Catalogue::global();
        for id in ["cli-chart-x-label", "cli-chart-y-label"] {
            let text = catalogue.format("en", &Message::new(id));
            assert!(svg.contains(&text), "missing axis label {text:?}");
        }
        assert!(
            svg.contains(">\n18\n<") || svg.contains(">18<"),
            "no tick for 18"
        );
    }

    #[test]
    fn many_outcomes_stay_within_one_rectangle_per_pixel_column() {
        let svg = check("many", "1d100000", &bell(100_000, 1, 1));
        assert!(svg.matches("<rect").count() <= SIZE.0 as usize + 2);
        check("500", "500 outcomes", &bell(500, -250, 1));
    }

    #[test]
    fn odd_distributions_are_drawn() {
        check("single", "7", &[row(7, 1.0)]);
        check(
            "negative",
            "1d6-10",
            &(1..=6).map(|o| row(o - 10, 1.0 / 6.0)).collect::<Vec<_>>(),
        );
        check(
            "spread",
            "3d6*1000000000000",
            &bell(16, 3_000_000_000_000, 1_000_000_000_000),
        );
        check(
            "extremes",
            "huge",
            &[row(i64::MIN, 0.25), row(0, 0.5), row(i64::MAX, 0.25)],
        );
        check(
            "far",
            "1d6+10^18",
            &(1..=6)
                .map(|o| row(1_000_000_000_000_000_000 + o, 1.0 / 6.0))
                .collect::<Vec<_>>(),
        );
        check("markup", "2d6>=4 & <x>", &three_d6());
        let (svg, png) = write_both("long", &"4d6kh3 + ".repeat(2000), &three_d6());
        assert!(svg.contains("4d6kh3 + 4d6kh3") && svg.contains('…') && !png.is_empty());
    }

    #[test]
    fn the_png_has_its_title_drawn() {
        let (_, png) = write_both("text", "3d6", &three_d6());
        let mut reader = png::Decoder::new(png.as_slice())
            .read_info()
            .expect("png header");
        let mut pixels = vec![0; reader.output_buffer_size()];
        let info = reader.next_frame(&mut pixels).expect("png data");
        assert_eq!((info.width, info.height), SIZE);
        // The title band, above the plot: dark text pixels, and only there in the middle.
        let dark = |x: usize, y: usize| {
            let i = y * info.line_size + x * 3;
            pixels[i..i + 3].iter().all(|c| *c < 100)
        };
        let title_pixels = (0..MARGIN as usize + 30)
            .flat_map(|y| (0..SIZE.0 as usize).map(move |x| (x, y)))
            .filter(|&(x, y)| dark(x, y))
            .collect::<Vec<_>>();
        assert!(title_pixels.len() > 50, "no title text drawn");
        assert!(
            title_pixels.iter().all(|&(x, _)| x > 400 && x < 624),
            "title not centred"
        );
    }

    #[test]
    fn no_outcomes_is_an_error() {
        let dir = TempDir::new("empty");
        assert!(write_svg(&dir.0.join("e.svg"), "en", "x", &[]).is_err());
        assert!(write_png(&dir.0.join("e.png"), "en", "x", &[]).is_err());
    }

    #[test]
    fn an_unwritable_path_is_an_error() {
        let dir = TempDir::new("unwritable");
        let path = dir.0.join("missing").join("chart.png");
        let error = write_png(&path, "en", "3d6", &three_d6()).expect_err("no such directory");
        assert!(!error.is_empty());
        assert!(write_svg(&path.with_extension("svg"), "en", "3d6", &three_d6()).is_err());
    }

    #[test]
    fn steps_are_one_two_five() {
        assert_eq!(nice_int_step(0.3), 1);
        assert_eq!(nice_int_step(1.5), 2);
        assert_eq!(nice_int_step(3.0), 5);
        assert_eq!(nice_int_step(7.0), 10);
        assert_eq!(nice_int_step(1.2e19), 20_000_000_000_000_000_000);
        assert_eq!(nice_f64_step(1.6), (2.0, 0));
        assert_eq!(nice_f64_step(0.00013), (0.0002, 4));
        assert_eq!(nice_f64_step(12.0), (20.0, 0));
    }
}
