/** Router state of a redirect to login after the session ended: the message login shows. */
export interface SessionEndedState {
  sessionEnded: string;
}
