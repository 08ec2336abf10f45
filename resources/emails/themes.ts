import type { Theme } from './types';

/** Each colour theme as email colours: `ink` for text on white, `fill` and `on` for buttons and sections. */
export const THEME_COLOURS: Record<Theme, { ink: string; fill: string; on: string }> = {
  brand: { ink: '#3b2a8f', fill: '#4b3bc4', on: '#ffffff' },
  neutral: { ink: '#1f2328', fill: '#eef0f3', on: '#1f2328' },
  blue: { ink: '#0b4f9c', fill: '#1565c0', on: '#ffffff' },
  green: { ink: '#1b5e20', fill: '#2e7d32', on: '#ffffff' },
  red: { ink: '#a4161a', fill: '#c62828', on: '#ffffff' },
  orange: { ink: '#8a3b00', fill: '#ef6c00', on: '#1f1300' },
  purple: { ink: '#5b1f86', fill: '#7b1fa2', on: '#ffffff' },
  pink: { ink: '#8e1b52', fill: '#f8d7e8', on: '#4a0d2b' },
  sand: { ink: '#5d4a1f', fill: '#f3ead3', on: '#3d3014' },
  tan: { ink: '#5c4033', fill: '#e6d5c3', on: '#3b281e' },
};
