// What renderers and the shell draw with, in one place: the DOM helpers (dom.js), updating a screen in place
// (morph.js) and the renderers' kit (kit.js).
export { clear, h, svg } from "./dom.js";
export * from "./kit.js";
export { morph, standIn, unchanged } from "./morph.js";
