// Vite's client types: import.meta.env and `?inline` CSS imports.
/// <reference types="vite/client" />
