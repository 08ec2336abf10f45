import { z } from '@/lib/zod';

const claimsSchema = z.object({
  user_id: z.union([z.number(), z.string()]),
  user_email: z.string(),
  permissions: z.array(z.string()),
  exp: z.number(),
});

export type TokenClaims = z.infer<typeof claimsSchema>;

function base64UrlDecode(segment: string): string {
  const b64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads the payload of a JWT-shaped token; the client never verifies signatures, the server does. */
export function decodeClaims(token: string): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const parsed = claimsSchema.safeParse(JSON.parse(base64UrlDecode(parts[1])));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
