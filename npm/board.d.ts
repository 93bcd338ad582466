// Types of straights/board: the <str8ts-board> element (registered when
// the module is imported) and setWasmUrl.

import type { Board, Figure } from './straights.js';

export type { Board, Figure } from './straights.js';

/** The element's own events. */
export interface Str8tsBoardEventMap {
  /** After every move, undo and redo: the position as a bd string (bubbles). */
  change: CustomEvent<{ bd: string }>;
  /** When a move or a redo completes the board (bubbles). */
  solved: CustomEvent<{ bd: string }>;
  /** When `bd` cannot be read or the engine cannot load; the element shows the message (does not bubble). */
  error: CustomEvent<{ message: string }>;
}

/** <str8ts-board bd="..." readonly pad>: a playable Str8ts or Sudoku board. */
export declare class Str8tsBoard extends HTMLElement {
  static readonly observedAttributes: string[];
  /** The `bd` attribute: the board in any format the codec reads; the position while someone plays. */
  get bd(): string;
  /** Sets the `bd` attribute; null or undefined removes it. */
  set bd(text: string | null | undefined);
  /** The `readonly` attribute: no moves (arrows still move the focus), no pad. */
  readonly: boolean;
  /** The `pad` attribute: the digit pad on every device (without it, on touch screens only). */
  pad: boolean;
  /** The board as a plain object (a new copy on every read); null without a board. Setting one loads it. */
  get board(): Board | null;
  set board(value: Board | null | undefined);
  /** True while every white cell holds the solution's digit. */
  readonly solved: boolean;
  /** A hint's figure drawn over the board until the next move; null when none. */
  get figure(): Figure | null;
  set figure(value: Figure | null | undefined);

  addEventListener<K extends keyof Str8tsBoardEventMap>(
    type: K, listener: (this: Str8tsBoard, event: Str8tsBoardEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener<K extends keyof HTMLElementEventMap>(
    type: K, listener: (this: Str8tsBoard, event: HTMLElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof Str8tsBoardEventMap>(
    type: K, listener: (this: Str8tsBoard, event: Str8tsBoardEventMap[K]) => unknown, options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(
    type: K, listener: (this: Str8tsBoard, event: HTMLElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/**
 * Fetches the element's wasm (page_bg.wasm) from `url` instead of from
 * next to this module (a bundler moves the module, not the wasm). Call it
 * in the script that imports the element, before that script ends.
 */
export declare function setWasmUrl(url: string | URL): void;

declare global {
  interface HTMLElementTagNameMap {
    'str8ts-board': Str8tsBoard;
  }
}
