import type { ListMark, OrderParty, RiskWarning } from '@/types';
import type { KeyedStore } from './rowStore';
import { SafetyCertificateOutlined, StopOutlined, WarningOutlined } from '@ant-design/icons';
import cells from './rowCells.less';
import useText from '@/hooks/useText';
import { palette } from '@/constants/palette';

interface Props {
  party: OrderParty;
  marks: KeyedStore<ListMark>;
  risks: KeyedStore<RiskWarning>;
}

const RISK_COLOR = { LOW: 'tag-gold', MEDIUM: 'tag-orange', HIGH: 'tag-red' } as const;

/** The other party: store (or name), its white/black mark and its risk badge (SPEC §7 lists and risk warnings). */
export default function CounterpartyCell({ party, marks, risks }: Props) {
  const t = useText();
  const mark = marks.useValue(party.id);
  const risk = risks.useValue(party.id);
  const reasons = risk?.reasons.map((r) => t(`trade.risk.reason.${r}`)).join(t('trade.common.reasonSep'));
  return (
    <span className={cells.line}>
      <span
        style={{
          display: 'inline-block',
          maxWidth: 110,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          verticalAlign: 'bottom',
        }}
        title={`${party.storeName ?? party.name} (${party.id})`}
      >
        {party.storeName || party.name}
      </span>
      {/* title attributes rather than Tooltips: hundreds of rows each mount their own. The mark and
          the badge arrive after the rows are painted: their slot is reserved, so nothing moves. */}
      <span className={cells.decor}>
        {mark === 'WHITE' ? (
          <SafetyCertificateOutlined
            style={{ color: palette.successIcon }}
            title={t('trade.mark.WHITE')}
            aria-label={t('trade.mark.WHITE')}
          />
        ) : null}
        {mark === 'BLACK' ? (
          <StopOutlined style={{ color: palette.errorText }} title={t('trade.mark.BLACK')} aria-label={t('trade.mark.BLACK')} />
        ) : null}
        {risk ? (
          <span
            className={`${cells.tag} ${cells[RISK_COLOR[risk.level]]}`}
            style={{ paddingInline: 4 }}
            data-testid="risk-badge"
            title={`${t(`trade.risk.${risk.level}`)}: ${reasons}`}
            aria-label={t(`trade.risk.${risk.level}`)}
          >
            <WarningOutlined />
          </span>
        ) : null}
      </span>
    </span>
  );
}
