// Building the screen: h() for HTML, svg() for SVG, clear(). Handlers given as on* attributes are set so that a morph
// (morph.js) can hand them to the live node.
import { morphable, setHandler } from "./morph.js";

export function h(tag, attrs = {}, ...children) {
  const el = morphable(document.createElement(tag));
  setAttributes(el, attrs);
  append(el, children);
  return el;
}

export function svg(tag, attrs = {}, ...children) {
  const el = morphable(document.createElementNS("http://www.w3.org/2000/svg", tag));
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith("on") && typeof value === "function") setHandler(el, key.slice(2), value);
    else if (key === "style") setStyle(el, value);
    else el.setAttribute(key, value === true ? "" : String(value));
  }
  append(el, children);
  return el;
}

// Styles go through the CSSOM, never a style attribute: the site's Content-Security-Policy (style-src 'self')
// refuses inline style attributes but not element.style.
function setStyle(el, value) {
  if (typeof value === "object") {
    Object.assign(el.style, value);
    return;
  }
  for (const rule of String(value).split(";")) {
    const at = rule.indexOf(":");
    if (at > 0) el.style.setProperty(rule.slice(0, at).trim(), rule.slice(at + 1).trim());
  }
}

function setAttributes(el, attrs) {
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith("on") && typeof value === "function") setHandler(el, key.slice(2), value);
    else if (key === "class") el.className = value;
    else if (key === "style") setStyle(el, value);
    else if (key === "dataset") Object.assign(el.dataset, value);
    else if (key in el && typeof value !== "string") el[key] = value;
    else el.setAttribute(key, value === true ? "" : value);
  }
}

function append(el, children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

export function clear(el) {
  while (el.firstChild) el.firstChild.remove();
}
