//! Exact distributions of dice expressions (placeholder, being built).
