/*
 * Twikey sends the investor back to the exit URL configured on the contract template (not one
 * per invite). Its placeholders: `{0}` the mandate number, `{1}` the status (ok, cancelled, …),
 * `{3}` the signature: HMAC-SHA256 with the website key over `{0}/{1}`, upper-case hex (Twikey's
 * own snippet, github.com/twikey/snippets c#/Exiturl.cs, expands `…/{0}/{1}/{3}` to
 * `…/SAMPLE11/ok/9AC1…6A9C`). We expect the template to name our result page so:
 */

/** What to configure as the template's exit URL in Twikey (docs/FEATURES.md says so too). */
export function mandateExitUrlTemplate(publicUrl: string): string {
  return `${publicUrl}/twikey-result?mndtId={0}&status={1}&sig={3}`;
}

/** The exit URL as Twikey fills it in: each placeholder replaced by its URL-encoded value. */
export function expandExitUrl(
  template: string,
  values: { mandateNumber: string; status: string; signature: string },
): string {
  return template
    .replace('{0}', encodeURIComponent(values.mandateNumber))
    .replace('{1}', encodeURIComponent(values.status))
    .replace('{3}', encodeURIComponent(values.signature));
}
