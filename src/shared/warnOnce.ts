/**
 * Misuse warnings, each printed once for the page's lifetime: tables re-render on every resize,
 * and a catalogue or column list written inline is new on every render.
 */
import { useEffect, useRef } from 'react';

const given = new Set<string>();

/** Prints `message` with `console.warn`, unless it was printed before. */
export function warnOnce(message: string): void {
  if (given.has(message)) return;
  given.add(message);
  console.warn(message);
}

/**
 * Warns each of `messages` once, after the render that found them commits (a render may be
 * thrown away). Keyed by content: the same messages in a new array do nothing.
 */
export function useWarnOnce(messages: readonly string[]): void {
  const key = JSON.stringify(messages);
  useEffect(() => {
    for (const message of JSON.parse(key) as string[]) warnOnce(message);
  }, [key]);
}

/**
 * Warns once with `message` when a controlled value (one that was not `undefined`) becomes
 * `undefined`: the component then goes back to its own state, as React warns for an input.
 */
export function useWarnOnUncontrol(value: unknown, message: string): void {
  const controlled = value !== undefined;
  const wasControlled = useRef(controlled);
  useEffect(() => {
    if (wasControlled.current && !controlled) warnOnce(message);
    if (controlled) wasControlled.current = true;
  }, [controlled, message]);
}
