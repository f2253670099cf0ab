// The board on the screen: whole, or zoomed to the token while moving. The board's squares are far smaller than a
// fingertip on every screen (15 px on a phone, 30 on a tablet), so while the person whose screen this is picks a
// square, the board is drawn at a finger's size in a window of its own, scrolled to their token (the rooms within
// reach are also listed as buttons beside the prompt); a toggle beside the dice shows the whole board instead, to
// look (its squares are then only marked), and back. Room names stay whole in the window: each is set in the part
// of its room the window shows, or hidden while too little of the room shows (a passage's label too).
import { board } from "./board.js";
import { has, zoomed } from "./words.js";

export function boardArea(ctx) {
  const { h, state } = ctx;
  const zoom = zoomed(ctx);
  const wrap = h(
    "div",
    {
      class: `sl-board-wrap${zoom ? " zoom" : ""}`,
      onscroll: zoom ? (event) => placeRoomNames(ctx, event.currentTarget) : null,
    },
    board(ctx),
  );
  // Drawn zoomed as the last fit left it, so that redrawing the same turn changes nothing (fitZoom corrects it).
  const fit = zoom && state.zoomFit;
  if (fit) {
    wrap.style.height = `${fit.height}px`;
    wrap.firstElementChild.style.transform = `scale(${fit.scale})`;
    for (const name of wrap.querySelectorAll(".sl-room-name")) {
      const shift = state.roomNames?.[name.dataset.room];
      if (shift) Object.assign(name.style, shift);
    }
    for (const passage of wrap.querySelectorAll(".sl-passage")) {
      const shift = state.roomNames?.[`passage:${passage.dataset.room}`];
      if (shift) Object.assign(passage.style, shift);
    }
  }
  return h("div", { class: "sl-board-area" }, wrap);
}

// The toggle between the window zoomed to the token and the whole board, shown while moving. It stands beside the
// dice in the turn's panel, not above the board: on a phone a bar of its own above the window took the 48 px that
// left the window shorter than 400 px below the prompt.
export function wholeBoardToggle(ctx) {
  const { h, state, t } = ctx;
  if (!(ctx.view.phase === "move" && has(ctx.legal, "move"))) return null;
  return h(
    "button",
    {
      class: "btn sl-whole-toggle",
      type: "button",
      "aria-pressed": String(!zoomed(ctx)),
      "data-focus": "whole:",
      onclick: () => {
        state.wholeBoard = !state.wholeBoard;
        state.focus = "whole:";
        ctx.redraw();
      },
    },
    t("sleuth.ui.whole_board"),
  );
}

// Sizes the live window on the board to the screen, scales the board to a finger's size in it and scrolls it to the
// token and the squares within reach; run once the screen is in the page.
export function fitZoom(ctx) {
  const { view } = ctx;
  const area = ctx.screen.querySelector(".sl-board-area");
  const wrap = area?.querySelector(".sl-board-wrap.zoom");
  const turn = ctx.screen.querySelector(".sl-turn");
  if (!wrap || !turn) return;
  let top = area.getBoundingClientRect().top;
  const stacked = turn.getBoundingClientRect().bottom <= top + 1; // a narrow screen: the turn above the board
  const short = window.innerHeight - top < window.innerHeight * (stacked ? 0.55 : 0.7);
  if (short || (!stacked && top < 0)) {
    // Bring the prompt (or, beside it, the board) to the top of the screen, so that it and the window on the board
    // both show in full.
    window.scrollBy(0, (stacked ? turn : area).getBoundingClientRect().top - 8);
  }
  top = wrap.getBoundingClientRect().top;
  const grid = wrap.firstElementChild;
  // In an embed the frame's height follows the page's, so the screen's height left below the prompt would grow the
  // frame by the window and shrink it back after the move: there the window is as tall as the whole board it stands
  // in for.
  const embedded = document.body.classList.contains("embed");
  const left = embedded ? grid.offsetHeight : window.innerHeight - Math.max(top, 0) - 12;
  const height = Math.max(220, Math.floor(left));
  const zoomedCell = Number.parseFloat(getComputedStyle(grid).getPropertyValue("--zoomed-cell"));
  const drawn = boardMetrics(grid); // perhaps already scaled by the draw: a square's own width is cell / scale
  const scale = Math.round(((zoomedCell * drawn.scale) / drawn.cell) * 1000) / 1000;
  ctx.state.zoomFit = { height, scale, size: grid.offsetWidth };
  wrap.style.height = `${height}px`;
  grid.style.transform = `scale(${scale})`;
  // The squares follow the screen's size: when a tablet is turned or a window resized in the middle of a move, the
  // board is fitted again (a redraw runs this again), so that its squares stay a fingertip wide.
  ctx.state.zoomWatch ||= new ResizeObserver(([entry]) => {
    const fitted = ctx.state.zoomFit;
    if (entry.target.isConnected && fitted && entry.target.offsetWidth !== fitted.size) ctx.redraw();
  });
  ctx.state.zoomWatch.observe(grid);
  centre(grid, wrap);
  wrap.dataset.zoomed = view.turn_number;
  placeRoomNames(ctx, wrap);
}

// Centres the window on the token and the squares within reach: the whole reach when it fits, else the token.
function centre(grid, wrap) {
  const cells = [...grid.querySelectorAll(".sl-target, .sl-room.target")];
  const mine = grid.querySelector(".sl-token.mine");
  if (mine) cells.push(mine);
  if (!cells.length) return;
  const frame = wrap.getBoundingClientRect();
  const boxes = cells.map((el) => el.getBoundingClientRect());
  const x0 = Math.min(...boxes.map((b) => b.left));
  const x1 = Math.max(...boxes.map((b) => b.right));
  const y0 = Math.min(...boxes.map((b) => b.top));
  const y1 = Math.max(...boxes.map((b) => b.bottom));
  const token = mine ? mine.getBoundingClientRect() : { left: x0, right: x1, top: y0, bottom: y1 };
  const cx = x1 - x0 <= frame.width ? (x0 + x1) / 2 : (token.left + token.right) / 2;
  const cy = y1 - y0 <= frame.height ? (y0 + y1) / 2 : (token.top + token.bottom) / 2;
  wrap.scrollLeft += cx - (frame.left + frame.width / 2);
  wrap.scrollTop += cy - (frame.top + frame.height / 2);
}

// Each room's name in the middle of the part of the room the window shows (kept inside the room), or hidden when
// that part is too small for it; remembered in ctx.state, so that a redraw draws them where they were.
function placeRoomNames(ctx, wrap) {
  const frame = wrap.getBoundingClientRect();
  const scale = ctx.state.zoomFit?.scale || 1;
  const names = [...wrap.querySelectorAll(".sl-room-name")];
  for (const name of names) Object.assign(name.style, { translate: "", visibility: "" });
  const boxes = names.map((name) => [name.parentElement.getBoundingClientRect(), name.getBoundingClientRect()]);
  const shifts = {};
  names.forEach((name, i) => {
    const [room, box] = boxes[i];
    const left = Math.max(room.left, frame.left);
    const right = Math.min(room.right, frame.right);
    const top = Math.max(room.top, frame.top);
    const bottom = Math.min(room.bottom, frame.bottom);
    let shift = { translate: "", visibility: "hidden" };
    if (right - left >= box.width + 4 && bottom - top >= box.height + 4) {
      const x = clamp((left + right - box.width) / 2, left + 2, right - box.width - 2) - box.left;
      const y = clamp((top + bottom - box.height) / 2, top + 2, bottom - box.height - 2) - box.top;
      shift = { translate: `${Math.round(x / scale)}px ${Math.round(y / scale)}px`, visibility: "" };
    }
    Object.assign(name.style, shift);
    shifts[name.dataset.room] = shift;
  });
  // A secret passage's label stands in its room's corner: shown only while the window shows it whole.
  const passages = [...wrap.querySelectorAll(".sl-passage")];
  for (const passage of passages) passage.style.visibility = "";
  const cut = passages.map((passage) => !inside(passage.getBoundingClientRect(), frame));
  passages.forEach((passage, i) => {
    passage.style.visibility = cut[i] ? "hidden" : "";
    shifts[`passage:${passage.dataset.room}`] = { visibility: cut[i] ? "hidden" : "" };
  });
  ctx.state.roomNames = shifts;
}

function inside(box, frame) {
  return box.left >= frame.left && box.right <= frame.right && box.top >= frame.top && box.bottom <= frame.bottom;
}

function clamp(value, low, high) {
  return Math.min(Math.max(value, low), high);
}

// Where the board's squares start on the screen, how wide one is there, and the scale the board is drawn at.
export function boardMetrics(grid) {
  const frame = grid.getBoundingClientRect();
  const scale = frame.width / grid.offsetWidth;
  const style = getComputedStyle(grid);
  const [padLeft, padRight] = [Number.parseFloat(style.paddingLeft), Number.parseFloat(style.paddingRight)];
  const cell = ((grid.offsetWidth - padLeft - padRight) / 24) * scale;
  const top = frame.top + Number.parseFloat(style.paddingTop) * scale;
  return { left: frame.left + padLeft * scale, top, cell, scale };
}
