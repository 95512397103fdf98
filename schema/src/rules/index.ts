/**
 * Input rules shared by the web forms, the gateway mutations and the sandbox's request
 * validation. One rule, one place.
 */
import { z } from 'zod';

export const nonBlank = (message = 'Required') => z.string().trim().min(1, message);

/** Market edit (spec 4 §5): phone exactly 10 digits, address and city required, zip at least 5 digits. */
export const marketEditRule = z.object({
  phone: z.string().regex(/^\d{10}$/, 'Phone must be exactly 10 digits'),
  address: nonBlank('Address is required'),
  city: nonBlank('City is required'),
  zipCode: z.string().regex(/^\d{5,}$/, 'Zip must be at least 5 digits'),
  stateAbbrev: z.string().trim().length(2, 'State must be a two-letter abbreviation').nullable().optional(),
  faxDriveEmail: z.string().trim().email('Fax drive e-mail must be an e-mail address').nullable().optional().or(z.literal('')),
  faxDriveId: z.string().trim().max(200).nullable().optional(),
  quantaFloDriveId: z.string().trim().max(200).nullable().optional(),
});
export type MarketEdit = z.infer<typeof marketEditRule>;

/** Support ticket (spec 1 §5): steps to replicate and the tool are required. */
export const supportTicketRule = z.object({
  subject: nonBlank('Subject is required').max(200),
  requestor: nonBlank('Requestor is required').max(200),
  erroredTool: nonBlank('Tool is required').max(200),
  userNotes: nonBlank('Steps To Replicate is required').max(5000),
  fileName: z.string().trim().max(255).nullable().optional(),
  logs: z.array(z.string().max(10_000)).max(200).default([]),
});
export type SupportTicketInput = z.infer<typeof supportTicketRule>;
