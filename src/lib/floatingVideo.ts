/** State machine of the floating video widget (spec §4): visible or closed, muted or not, active once clicked. */
export interface FloatingVideoState {
  visible: boolean;
  muted: boolean;
  /** The visitor clicked the video at least once. */
  active: boolean;
}

export type FloatingVideoAction = { type: 'toggleMute' } | { type: 'activate' } | { type: 'close' } | { type: 'restoreClosed' };

export const initialFloatingVideo: FloatingVideoState = { visible: true, muted: true, active: false };

export function floatingVideoReducer(state: FloatingVideoState, action: FloatingVideoAction): FloatingVideoState {
  switch (action.type) {
    case 'toggleMute':
      return state.visible ? { ...state, muted: !state.muted } : state;
    case 'activate':
      if (!state.visible || state.active) return state;
      return { ...state, active: true, muted: false };
    case 'close':
    case 'restoreClosed':
      return { visible: false, muted: true, active: false };
    default:
      return state;
  }
}

/** sessionStorage key: closed stays closed for the rest of the visit. */
export const FLOATING_VIDEO_CLOSED_KEY = 'oakline:floating-video-closed';
