import { useState } from 'react';
import type { z } from 'zod';
import { placeFieldErrors, ruleErrors, serverFieldErrors, type PlacedErrors } from '../../shared/lib/form-errors.ts';

export interface RowEditor<D extends { id: string }, F extends string> {
  /** The row being edited, as edited so far; null when no row is. */
  draft: D | null;
  /** The shared rule's (or the server's) messages for the draft, per field and for the whole row. */
  problems: PlacedErrors<F> | null;
  editing: (id: string) => boolean;
  /** Opens a row for editing, dropping any earlier messages. */
  edit: (draft: D) => void;
  change: (patch: Partial<D>) => void;
  cancel: () => void;
  /**
   * Checks the draft by the shared rule, then sends it; closes the row once saved. A refusal by the
   * server's field rules is placed beside the fields and the row stays open with what was typed.
   */
  save: (send: (draft: D) => Promise<void>) => Promise<void>;
}

/** In-place editing of one row of a config table at a time (the File Dashboard's types and sources). */
export function useRowEditor<D extends { id: string }, F extends string>(
  rule: z.ZodType,
  fields: readonly F[],
  /** Forgets the last save's failure (the mutation's `reset`). */
  resetMutation: () => void,
): RowEditor<D, F> {
  const [draft, setDraft] = useState<D | null>(null);
  const [problems, setProblems] = useState<PlacedErrors<F> | null>(null);
  const placement = { fields };

  return {
    draft,
    problems,
    editing: (id) => draft?.id === id,
    edit: (next) => {
      resetMutation();
      setProblems(null);
      setDraft(next);
    },
    change: (patch) => setDraft((d) => (d ? { ...d, ...patch } : d)),
    cancel: () => setDraft(null),
    save: async (send) => {
      if (!draft) return;
      const refused = ruleErrors(rule.safeParse(draft), placement);
      if (refused) {
        setProblems(refused);
        return;
      }
      try {
        await send(draft);
        setDraft(null);
        setProblems(null);
      } catch (failure) {
        const fieldErrors = serverFieldErrors(failure);
        if (fieldErrors.length) {
          resetMutation();
          setProblems(placeFieldErrors(fieldErrors, placement));
        }
      }
    },
  };
}
