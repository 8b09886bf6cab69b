/** Below MUI's `sm` breakpoint: a phone held upright. For `sx` keys where a breakpoint object cannot go. */
export const PHONE = '@media (max-width:599.95px)';
