// Skyline's refusals in words, by the engine's codes (dice::Said): loaded on demand, with the
// first move a person makes (www/games/skyline/words.js), as a refusal can only follow one.
import { mark, t } from "../dom.js";

// A die of a build that cannot go where it was put is named first, with its face.
const PLACE = {
  "blank-side": mark("a blank side cannot be built"),
  "ground-on-top": mark("a Ground Floor die starts a new building; it never goes on top"),
  "wrong-rise": mark("a {rise} side cannot go on a {on} building"),
  "too-high": mark("a {rise} building is at most {max} dice high"),
  "under-minimum": mark("a Penthouse here would finish a {rise} building at {height}, under its minimum of {min}"),
  "no-open-building": mark("there is no building {building} under construction"),
  "not-ground": mark("only a Ground Floor die starts a new building, not a {face}"),
  "no-place": mark("there is no building in place {place}"),
  "finished-in-build": mark("building {building} was finished by this build"),
};
const SAYS = {
  "no-die": mark("there is no active die {die}: the dice in play are numbered 1 to {dice}"),
  "die-twice": mark("die {die} is chosen twice"),
  "no-building": mark("you have no building {building}"),
  "no-column": mark("you have no building {place} under construction"),
  "no-tile": mark("you have no finished building {place}"),
  "yard-empty": mark("the Construction Yard is empty: take the Abandoned District"),
  "take-exactly": mark("take exactly {n, plural, one {# die} other {# dice}} from the Construction Yard, not {taken}"),
  "yard-short": mark("the Construction Yard has only {n, plural, one {# {kind} die} other {# {kind} dice}}"),
  "no-district-solo": mark("there is no Abandoned District in a solo game"),
  "district-empty": mark("the Abandoned District is empty"),
  "no-abandon-solo": mark("there is no Abandon in a solo game"),
};
// `choose-dice`, by what the dice were for; `not-now`, by the action and what the turn wants
const CHOOSE = {
  build: mark("choose at least one die to build"),
  demolish: mark("choose at least one die to demolish with"),
  abandon: mark("choose at least one die to abandon"),
  reroll: mark("choose at least one die to re-roll"),
};
const ACTION = {
  take: mark("taking dice is not possible now"),
  abandon: mark("abandoning dice is not possible now"),
  build: mark("building is not possible now"),
  demolish: mark("demolishing is not possible now"),
  reroll: mark("re-rolling is not possible now"),
  resign: mark("resigning is not possible now"),
};
const WANTS = {
  take: mark("take dice first"),
  resolve: mark("resolve at least one die (abandon, build or demolish)"),
  continue: mark("re-roll some dice or resign"),
};
/** A refusal's words, its code arguments worded already; null for a code not one. */
export function refusalText(code, a) {
  if (PLACE[code]) return t("die {die} ({face}): {why}", { ...a, why: t(PLACE[code], a) });
  if (SAYS[code]) return t(SAYS[code], a);
  if (code === "choose-dice" && CHOOSE[a.to]) return t(CHOOSE[a.to]);
  if (code === "not-now" && ACTION[a.action])
    return t("{refusal}: {wants}", { refusal: t(ACTION[a.action]), wants: t(WANTS[a.phase] || "") });
  return null;
}
