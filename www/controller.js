// The game of the player page: its history of states (undo, redo), the
// puzzle's solution, grade and problems, the play time, the selection moves
// act on; starting a game (from link text, the last saved game, a generated
// puzzle, or the same puzzle again), the moves and the help buttons' work
// (fill, check, hint, solve, restart), keeping the address current
// (history.replaceState) and saving progress. No DOM lookups and no
// listeners: main.js wires the page to it and draws what it says (the
// board, the buttons' states, the status line, the clock); the messages go
// to the note (note.js).

import { controlStates } from './controls.js';
import {
  conflictCells, engineBoard, engineInfo, gradeName, isSolvedBy, positionText, progressFormat, puzzleFacts, puzzleFormat,
  regionsOf, wasm,
} from './engine.js';
import {
  History, applyChanges, bit, cellName, clearCells, fillCandidates, fillSolution, fromBoardObject, hasProgress,
  isEditable, placeDigit, progressString, puzzleOf, relatedCells, toBoardObject, toggleCandidate, valueAt,
  withProgress, wrongCells,
} from './game.js';
import {
  NO_SELECTION, SOLVED_BOARD, STORAGE_NOTICE, appliedLine, errorSentence, gradeLabel, hintApplies, hintLine, plural, sentence,
  revealedLine,
  solvedLine,
} from './messages.js';
import { lastGameKey, loadGame, saveGame } from './storage.js';
import { PlayTimer } from './timer.js';

const { candidates, decode, encode } = wasm;

/** The lead of the message on a link whose board cannot be read. */
const LINK_LEAD = 'Could not read the board in this link:';
/** What that message adds when a game is on screen. */
const LINK_KEPT = 'The board on screen stays, with its own link back in the address';
/** ...and when the page put the link's text in the Open box (it does unless the user's own text is there). */
const LINK_IN_BOX = '; the link’s text is in the Open box below.';

/** The puzzle-only text of a state (the save key too). */
export function puzzleText(s) {
  return encode(toBoardObject(puzzleOf(s), { candidates: 'none' }), puzzleFormat(s));
}

/**
 * Whether the link of the position `s` shows the saved position `saved`:
 * the same progress, or the same link text (a link format writes a cell
 * with a single candidate as a solved cell, so such a saved game reads back
 * from its own address with that digit placed).
 */
function sameLinkPosition(saved, s) {
  if (progressString(saved) === progressString(s)) return true;
  try {
    return positionText(saved) === positionText(s);
  } catch {
    return false; // a position the link format cannot write is not the address's
  }
}

/**
 * The page's game. `note` is the message area (note.js); `worker()` gives
 * the EngineWorker (null until there is one) that grades puzzles and finds hints; `draw`
 * redraws the page: { board() the board and the buttons, status() the
 * status line, time() the clock }.
 *
 * Returns the controller: `ui` (the selection and candidate mode, which
 * input.js changes in place), what the page draws (state(), decorations(),
 * controls(), time(), and solved, format, grade, problem), starting a game
 * (openText, openLastGame, playGenerated, playAgain), the moves and help
 * (enterDigit, erase, undo, redo, fill, check, hint, solve, restart),
 * save(), showError(lead, err), and lastHash (the address it last wrote).
 */
export function createController({ note, worker, draw }) {
  /** Whether the player was told that progress cannot be saved (told once per page). */
  let storageWarned = false;

  /**
   * The game: history of states, the puzzle key, the format read, the
   * solution (null unless unique), the grade chip's text and its number, whether the
   * position is solved, whether Solve showed the solution (it stays so until
   * Play again or another game: the player has seen it), whether the time is
   * the player's (not for a solved position opened from someone's link), what is wrong with the puzzle (the wasm check, null
   * for a sound one), the cells a check marked wrong and the hint on show.
   */
  const game = {
    history: null,
    regions: [],
    key: null,
    format: null,
    solution: null,
    grade: null,
    level: null,
    solved: false,
    revealed: false,
    timed: false,
    problem: null,
    wrong: new Set(),
    checkLine: null,
    hint: null,
  };
  const ui = {
    selected: new Set(),
    focus: null,
    anchor: null,
    candidateMode: false,
    dragging: false,
    lastHash: null,
  };

  const state = () => game.history.state;

  // ---------------------------------------------------------------- links

  /** Writes the current position into the address bar without a history entry. */
  function writeHash() {
    const text = positionText(state());
    const hash = `#bd=${text}`;
    ui.lastHash = hash;
    if (location.hash !== hash || location.search) {
      history.replaceState(null, '', `${location.pathname}${hash}`);
    }
  }

  // ---------------------------------------------------------------- messages

  /** Shows an error: after `lead` its message as a sentence; an engine crash says so alone. */
  function showError(lead, err) {
    if (err?.crashed) note.alert('', err.message);
    else note.alert(lead, errorSentence(err));
  }

  const clearMessage = () => note.clearAlert();
  const say = (text, kind = '') => note.say(text, kind);

  /** The standing line: the solved (or revealed) game with Play again, else what is wrong with the puzzle. */
  function showStanding() {
    const time = game.timed ? timer.elapsed : null;
    const line = game.revealed ? revealedLine(time) : solvedLine(time);
    if (game.solved) note.stand(line, 'solved', { id: 'play-again', label: 'Play again' });
    else if (game.problem) note.stand(sentence(game.problem.text), 'bad');
    else note.stand(null);
  }

  // ---------------------------------------------------------------- what the page draws

  /**
   * The marks of the board view: selection, focus, its row and column, its
   * compartment (Str8ts: the runs of white cells holding the focus, shaded
   * more strongly as on str8ts.com), equal digits, conflicts, wrong cells,
   * the hint.
   */
  function decorations() {
    const s = state();
    const related = ui.focus == null ? new Set() : relatedCells(s, ui.focus, game.regions);
    const compartment = new Set(game.regions.filter((r) => r.includes(ui.focus)).flat());
    const same = new Set();
    if (ui.focus != null) {
      const v = valueAt(s, ui.focus);
      if (v) for (let i = 0; i < 81; i++) if (valueAt(s, i) === v && !s.black[i]) same.add(i);
    }
    const conflicts = conflictCells(s);
    const clash = new Set(game.problem?.cells ?? []);
    for (const i of clash) conflicts.add(i);
    return {
      selected: ui.selected,
      focus: ui.focus,
      related,
      compartment,
      same,
      conflicts,
      clash,
      wrong: game.wrong,
      hint: new Set(game.hint?.result.cells ?? []),
      hintTargets: new Set([...(game.hint?.result.placements ?? []), ...(game.hint?.result.eliminations ?? [])].map(([i]) => i)),
      readonly: game.solved,
    };
  }

  /** The rules' candidates of the position (null when the engine cannot say). */
  function ruleMasks(s) {
    try {
      return candidates(toBoardObject(s, { candidates: 'none' }));
    } catch {
      return null;
    }
  }

  /** Which play buttons can do something now (controls.js). */
  function controls() {
    const s = state();
    return controlStates({
      state: s,
      solved: game.solved,
      solution: game.solution,
      canUndo: game.history.past.length > 0,
      canRedo: game.history.future.length > 0,
      cells: selectedCells(),
      masks: game.solved ? null : ruleMasks(s),
      canHint: engineInfo(s.variant).hint,
    });
  }

  // ---------------------------------------------------------------- timer

  const timer = new PlayTimer(() => Boolean(game.history) && !game.solved && document.visibilityState === 'visible');

  // ---------------------------------------------------------------- saving

  /** Saves the game; the first time that fails, says so once and play goes on. */
  function save() {
    if (!game.history || !game.key) return;
    const elapsed = timer.sync();
    const saved = saveGame(game.key, {
      progress: progressString(state()),
      past: game.history.past.map(progressString),
      future: game.history.future.map(progressString),
      elapsed: Math.round(elapsed),
      solved: game.solved,
      revealed: game.revealed,
      format: game.format,
    });
    if (!saved && !storageWarned) {
      storageWarned = true;
      note.alert('', STORAGE_NOTICE, { lasting: true });
    }
  }

  /** The history of a saved record on `puzzle`, or null when it does not fit. */
  function restoredHistory(puzzle, record) {
    const now = withProgress(puzzle, record?.progress);
    if (!now) return null;
    const states = (list) => (Array.isArray(list) ? list.map((p) => withProgress(puzzle, p)).filter(Boolean) : []);
    return new History(now, { past: states(record.past), future: states(record.future) });
  }

  // ---------------------------------------------------------------- loading

  /**
   * Starts playing `s` (a state), read as `format`. The saved game of the
   * same puzzle is restored when `s` has no progress of its own or shows
   * the very position saved; otherwise `s` starts a new history. A solved
   * game opens solved, with Play again; a puzzle without exactly one
   * solution opens with the engine's word on what is wrong.
   */
  function startGame(s, format, { fresh = false, keepMessage = false, writeLink = true, grade = null } = {}) {
    if (game.history) save();
    const key = puzzleText(s);
    const record = fresh ? null : loadGame(key);
    const puzzle = puzzleOf(s);
    let restored = null;
    if (record) {
      const saved = restoredHistory(puzzle, record);
      if (saved && (!hasProgress(s) || sameLinkPosition(saved.state, s))) restored = saved;
    }
    game.history = restored ?? new History(s);
    game.key = key;
    game.format = format;
    game.regions = regionsOf(s);
    ({ solution: game.solution, problem: game.problem } = puzzleFacts(s));
    game.wrong = new Set();
    game.hint = null;
    game.grade = grade ? gradeLabel(grade) : null;
    game.level = grade?.grade > 0 ? grade.grade : null;
    timer.reset(restored ? Number(record.elapsed) || 0 : 0);
    game.solved = isSolvedBy(state(), game.solution);
    game.revealed = Boolean(restored && record.revealed);
    game.timed = Boolean(restored) || !game.solved;
    ui.selected = new Set();
    ui.focus = null;
    if (!keepMessage) clearMessage();
    say(restored && hasProgress(state()) && !game.solved ? 'Welcome back: your progress is restored.' : '');
    showStanding();
    draw.status();
    afterChange({ record: false, link: writeLink });
    if (!performance.getEntriesByName('board-drawn').length) performance.mark('board-drawn');
    if (!grade && !game.problem) gradePuzzle();
  }

  /** Asks the worker for the puzzle's grade (every kind with a grader) and shows it. */
  async function gradePuzzle() {
    const s = state();
    const engine = worker();
    if (!engineInfo(s.variant).grade || !engine) return;
    const key = game.key;
    try {
      const { result } = await engine.run('grade', { board: toBoardObject(puzzleOf(s), { candidates: 'none' }) });
      if (game.key === key) {
        game.grade = gradeLabel({ ...result, name: gradeName(result.grade, s.variant) ?? result.name });
        game.level = result.grade > 0 ? result.grade : null;
        draw.status();
      }
    } catch {
      // a grade is a nicety: a cancelled or failed job leaves the status as it is
    }
  }

  /**
   * Decodes `text`; on success plays it, else shows the codec's message and
   * keeps the game. With `push`, the board gets a new history entry (Back
   * returns to the game before it); else it replaces the current one.
   */
  function openText(text, { fromLink = false, push = false, linkToBox = false } = {}) {
    let decoded;
    try {
      decoded = decode(text);
    } catch (err) {
      if (fromLink) refuseLink(err, linkToBox);
      else showError('Could not read this board:', err);
      return false;
    }
    const s = fromBoardObject(decoded.board);
    // The entry of the game on screen stays as it is (startGame writes the
    // new board's position into the entry pushed here).
    if (push) history.pushState(null, '', location.href);
    startGame(s, decoded.format);
    return true;
  }

  /**
   * A link whose board cannot be read: its message; with a game on screen,
   * that the game stays, and the game's own link goes back into the address
   * (else a reload, or a copied address, would repeat the bad one), and
   * whether the page put the link's text in the Open box (`toBox`).
   */
  function refuseLink(err, toBox) {
    if (!game.history || err?.crashed) {
      showError(LINK_LEAD, err);
      return;
    }
    note.alert(LINK_LEAD, `${errorSentence(err)} ${LINK_KEPT}${toBox ? LINK_IN_BOX : '.'}`);
    try {
      writeHash();
    } catch (err) {
      showError('Could not write the address:', err);
    }
  }

  /** Opens the last saved game, if any; true when it did. */
  function openLastGame(options = {}) {
    const key = lastGameKey();
    const record = key ? loadGame(key) : null;
    if (!record) return false;
    try {
      const decoded = decode(key);
      const puzzle = fromBoardObject(decoded.board);
      const saved = restoredHistory(puzzle, record);
      if (!saved) return false;
      startGame(saved.state, record.format ?? decoded.format, options);
      return true;
    } catch {
      return false;
    }
  }

  /** Plays a puzzle from the worker, in a new history entry unless `writeLink` is false. */
  function playGenerated(result, startOptions) {
    if (startOptions.writeLink !== false) history.pushState(null, '', `${location.pathname}#bd=${result.bd}`);
    const grade = { grade: result.grade, name: gradeName(result.grade, result.variant) };
    const s = fromBoardObject(result.board);
    startGame(s, progressFormat(s), { fresh: true, grade, ...startOptions });
  }

  /** Play again: the solved puzzle from its givens, a new history and time (saved at once). */
  function playAgain() {
    if (!game.history) return;
    startGame(puzzleOf(state()), game.format, { fresh: true, grade: null });
    save();
    say('A fresh start: the puzzle is back to its givens.');
  }

  // ---------------------------------------------------------------- moves

  /** Records a new state (undoable) and updates everything; false when it changes nothing. */
  function commit(next, { keepHint = false } = {}) {
    if (!game.history.push(next)) return false;
    if (!keepHint) game.hint = null;
    note.moved();
    const marked = game.wrong.size;
    game.wrong = new Set([...game.wrong].filter((i) => state().placed[i] && state().placed[i] !== game.solution?.[i]));
    if (game.wrong.size < marked) retellCheck();
    afterChange();
    return true;
  }

  /**
   * After a move that mended digits Check had marked: its line, while it is
   * still the one shown, names only the digits still wrong, and goes when
   * none is (it would otherwise list cells that are no longer wrong).
   */
  function retellCheck() {
    if (note.saying !== 'bad' || note.text !== game.checkLine) return;
    game.checkLine = game.wrong.size ? wrongLine([...game.wrong].sort((a, b) => a - b)) : null;
    say(game.checkLine ?? '', game.checkLine ? 'bad' : '');
  }

  /** Check's line for the wrong digits at `cells` (indices, in order). */
  function wrongLine(cells) {
    return `${plural(cells.length, 'wrong digit')}: ${cells.map(cellName).join(', ')}.`;
  }

  /** After any change of the position: link, solved state, save, drawing. */
  function afterChange({ record = true, link = true } = {}) {
    if (link) {
      try {
        writeHash();
      } catch (err) {
        showError('Could not write the address:', err);
      }
    }
    updateSolved();
    if (record) save();
    draw.board();
    draw.time();
  }

  /**
   * Follows the solved state of the position: on solving, the time stops,
   * the selection goes, the board locks and "Solved in m:ss" stands with
   * Play again; when Undo or Restart takes a solved position back, play and
   * time go on.
   */
  function updateSolved() {
    const now = isSolvedBy(state(), game.solution);
    if (now === game.solved) return;
    const elapsed = timer.sync();
    game.solved = now;
    timer.sync();
    if (now) {
      game.timed = true;
      ui.selected = new Set();
      ui.focus = null;
      game.hint = null;
      game.wrong = new Set();
      say('');
      document.dispatchEvent(new CustomEvent('straights:solved', { detail: { elapsed, revealed: game.revealed } }));
    }
    showStanding();
  }

  const selectedCells = () => (ui.selected.size ? [...ui.selected] : ui.focus != null ? [ui.focus] : []);

  /** The cells a move changes: the selected ones; none (or a solved board) says why and gives []. */
  function cellsToChange() {
    if (game.solved) {
      say(SOLVED_BOARD, 'refused');
      return [];
    }
    const cells = selectedCells();
    if (!cells.length) say(NO_SELECTION, 'refused');
    return cells;
  }

  /** A digit (or candidate) in every selected cell that may change: one undo step. */
  function enterDigit(d, asCandidate) {
    const cells = cellsToChange();
    if (!cells.length) return;
    if (!cells.some((i) => isEditable(state(), i))) {
      say(`${cellName(cells[0])} cannot be changed.`, 'refused');
      return;
    }
    commit(asCandidate ? toggleCandidate(state(), cells, d) : placeDigit(state(), cells, d));
  }

  /** Clears the selected cells (digits, else candidates): one undo step. */
  function erase() {
    const cells = cellsToChange();
    if (cells.length) commit(clearCells(state(), cells));
  }

  function undo() {
    if (!game.history.undo()) return;
    game.hint = null;
    note.moved();
    afterChange();
  }

  function redo() {
    if (!game.history.redo()) return;
    game.hint = null;
    note.moved();
    afterChange();
  }

  // ---------------------------------------------------------------- help

  function fill() {
    if (game.solved) return;
    try {
      const masks = candidates(toBoardObject(state(), { candidates: 'none' }));
      if (commit(fillCandidates(state(), masks))) say('Every candidate the rules allow is written in.');
    } catch (err) {
      showError('No candidates:', err);
    }
  }

  function check() {
    if (!game.solution || game.solved) return;
    const wrong = wrongCells(state(), game.solution);
    game.wrong = new Set(wrong);
    draw.board();
    game.checkLine = wrong.length ? wrongLine(wrong) : null;
    if (!wrong.length) say('No mistakes so far.', 'ok');
    else say(game.checkLine, 'bad');
  }

  /** Whether a hint is being worked out by the worker (a press meanwhile does nothing). */
  let hintPending = false;

  /**
   * First press: show the next step (or what is wrong: broken clues, a
   * wrong digit, a missing candidate) and its cells; second press: apply it.
   * The step comes from the worker (the page's wasm has no logic solver);
   * it is shown only if the game and position are still the ones asked about.
   */
  async function hintStep() {
    const engine = worker();
    if (!engineInfo(state().variant).hint || game.solved || hintPending || !engine) return;
    if (game.hint && game.hint.progress === progressString(state()) && hintApplies(game.hint.result)) {
      applyHint(game.hint.result);
      return;
    }
    const key = game.key;
    const progress = progressString(state());
    const unchanged = () => game.key === key && progressString(state()) === progress;
    hintPending = true;
    let result;
    try {
      ({ result } = await engine.run('hint', { board: engineBoard(state()) }));
    } catch (err) {
      if (err?.crashed || (unchanged() && err?.message !== 'cancelled')) showError('No hint:', err);
      return;
    } finally {
      hintPending = false;
    }
    if (!unchanged()) return;
    game.hint = { result, progress };
    say(hintLine(result), 'hint');
    draw.board();
  }

  function applyHint(result) {
    let next = state();
    if (result.kind === 'step') {
      // Eliminations need candidates to act on: where the player noted none,
      // the step started from the rules' candidates, so those are written in.
      if (result.eliminations.length) {
        next = fillCandidates(next, engineBoard(next).candidates ?? candidates(toBoardObject(next, { candidates: 'none' })));
      }
      next = applyChanges(next, result.placements, result.eliminations);
    } else if (result.kind === 'mistake') {
      next = clearCells(next, result.cells);
    } else if (result.kind === 'missing-candidate' && game.solution) {
      const cands = [...next.cands];
      for (const i of result.cells) cands[i] |= bit(game.solution[i]);
      next = { ...next, cands };
    }
    game.hint = null;
    say(appliedLine(result, game.solution));
    commit(next);
  }

  /** Shows the solution: the game ends revealed, not solved by the player (saved so). */
  function solve() {
    if (!game.solution || game.solved) return;
    game.revealed = true;
    commit(fillSolution(state(), game.solution));
  }

  function restart() {
    if (!hasProgress(state())) return;
    if (!window.confirm('Clear every digit and candidate you entered? (Undo brings them back.)')) return;
    if (commit(puzzleOf(state()))) say('Back to the start: Undo brings your position back.');
  }

  return {
    ui,
    state,
    /** Whether a game is open. */
    get playing() {
      return Boolean(game.history);
    },
    get solved() {
      return game.solved;
    },
    /** Whether Solve showed the solution of this game. */
    get revealed() {
      return game.revealed;
    },
    /** The format the board was read in (null for a generated puzzle until then). */
    get format() {
      return game.format;
    },
    /** The grade chip's text, or null. */
    get grade() {
      return game.grade;
    },
    /** The puzzle's grade number (1 up), null while ungraded or when logic cannot finish it. */
    get level() {
      return game.level;
    },
    /** The solution's 81 digits (0 on black cells), null unless the puzzle has exactly one. */
    get solution() {
      return game.solution;
    },
    /** What is wrong with the puzzle ({ status, text, cells }), null for a sound one. */
    get problem() {
      return game.problem;
    },
    /** The address (#bd=...) the game last wrote. */
    get lastHash() {
      return ui.lastHash;
    },
    decorations,
    controls,
    /** The play time in milliseconds, brought up to now. */
    time: () => timer.sync(),
    openText,
    openLastGame,
    playGenerated,
    playAgain,
    enterDigit,
    erase,
    undo,
    redo,
    fill,
    check,
    hint: hintStep,
    solve,
    restart,
    save,
    showError,
  };
}
