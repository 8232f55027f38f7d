/** State machine of the floating video widget: visible or closed, muted or not, active once clicked, compact or expanded on phones. */
export interface FloatingVideoState {
  visible: boolean;
  muted: boolean;
  /** The visitor clicked the video at least once. */
  active: boolean;
  /** Shown as the video player; false is the compact play control phones start with (it covers no content). */
  expanded: boolean;
}

export type FloatingVideoAction =
  | { type: 'toggleMute' }
  | { type: 'activate' }
  | { type: 'close' }
  /** Phones start compact: dispatched once after hydration when the viewport is under 768px. */
  | { type: 'startCompact' }
  | { type: 'expand' }
  | { type: 'collapse' };

export const initialFloatingVideo: FloatingVideoState = { visible: true, muted: true, active: false, expanded: true };

export function floatingVideoReducer(state: FloatingVideoState, action: FloatingVideoAction): FloatingVideoState {
  switch (action.type) {
    case 'toggleMute':
      return state.visible && state.expanded ? { ...state, muted: !state.muted } : state;
    case 'activate':
      if (!state.visible || !state.expanded || state.active) return state;
      return { ...state, active: true, muted: false };
    case 'startCompact':
      return state.visible && !state.active ? { ...state, expanded: false } : state;
    case 'expand':
      return state.visible ? { ...state, expanded: true } : state;
    case 'collapse':
      return state.visible ? { ...state, expanded: false, muted: true } : state;
    case 'close':
      return { visible: false, muted: true, active: false, expanded: state.expanded };
    default:
      return state;
  }
}

/** Media query of the phones that start with the compact control (mobile is under 768px). */
export const COMPACT_SHOWREEL_QUERY = '(max-width: 767.98px)';
