import type { TournamentSummary } from '@casino/domain/ports';
import { Badge } from '@casino/ui/badge';
import { Card } from '@casino/ui/card';
import { Link } from '@casino/ui/link';
import { Trans } from '@lingui/react/macro';
import { money, TournamentClock } from '../parts.tsx';
import type { CountdownKind } from '../tournament-time.ts';
import * as styles from '../tournaments.css.ts';

export interface TournamentCardProps {
  readonly tournament: TournamentSummary;
  readonly countdown: { readonly kind: CountdownKind; readonly seconds: number };
  readonly href: string;
  readonly headingLevel?: 2 | 3;
}

export const tournamentName = (t: TournamentSummary) => t.description?.name || t.sysname;

/** A tournament in a list: image, name (the link), prize pool, provider, tags, participants and its clock. */
export function TournamentCard({ tournament: t, countdown, href, headingLevel = 3 }: TournamentCardProps) {
  const Heading = `h${headingLevel}` as 'h3';
  const participants = t.totalParticipants;
  return (
    <Card as="article" padding="md" className={styles.card} data-tournament={t.id}>
      <img className={styles.cardImage} src={t.imageUrl} alt="" loading="lazy" width={480} height={320} />
      <Heading className={styles.cardTitle}>
        <Link href={href}>{tournamentName(t)}</Link>
      </Heading>
      <dl className={styles.facts}>
        <dt className={styles.factName}><Trans>Prize pool</Trans></dt>
        <dd className={styles.factValue}>{money(t.totalPrize)}</dd>
        {t.provider && (
          <>
            <dt className={styles.factName}><Trans>Provider</Trans></dt>
            <dd className={styles.factValue}>{t.provider}</dd>
          </>
        )}
        <dt className={styles.factName}><Trans>Participants</Trans></dt>
        <dd className={styles.factValue}>{participants}</dd>
      </dl>
      {t.tags.length > 0 && (
        <div className={styles.tags}>
          {t.tags.map((tag) => <Badge key={tag} tone="neutral">{tag}</Badge>)}
        </div>
      )}
      {t.userInfo?.isParticipant && <Badge tone="success"><Trans>You take part</Trans></Badge>}
      <TournamentClock kind={countdown.kind} seconds={countdown.seconds} />
    </Card>
  );
}
