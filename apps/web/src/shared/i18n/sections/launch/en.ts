/** Texts of the game launch screen, in the app's dictionary. */
export const EN = {
  opening: 'Opening the game…',
  failed: 'The game could not be opened.',
  tryAgain: 'Try again',
  back: 'Back',
  backHome: 'Back to home',
  resumeBody: 'You have an unfinished round in {{game}}. Resume it?',
  resume: 'Resume',
  cancel: 'Cancel',
  exit: 'Leave the game',
  frameTitle: '{{game}}: game',
} as const;
