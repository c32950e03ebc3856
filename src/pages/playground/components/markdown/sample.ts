/** The sample document: every supported construct, plus the hostile bits the sanitiser must stop. */
export const SAMPLE_MARKDOWN = `# Weekly supply report

**Gold** stock is *up* 12% this week; ~~old prices~~ are gone. See the [help centre](/help "Help").

## Checklist
- [x] Restock server *Azshara*
- [ ] Reply to \`bargaining\` requests
- Review problem orders

1. Export the stock records
2. Send them to the team

> Quotes keep the **formatting** they contain.

| Server | Stock | Unit price |
|:--|--:|--:|
| Azshara | 1,200,000 | 0.0125 |
| Illidan | 800,000 | 0.0131 |

\`\`\`ts
const total = mul(price, quantity); // decimal strings, never floats
\`\`\`

---

Hostile content below is removed by the sanitiser, never run:

<script>window.__markdownPwned = true</script>
<img src="/missing-image.png" alt="broken on purpose" onerror="window.__markdownPwned = true">

[a javascript: link](javascript:window.__markdownPwned=true)
`;
