import { queryHomeGames } from '@/services/market';
import { useRequest } from 'ahooks';
import { Col, Row } from 'antd';
import { markHydrated } from '@/utils/hydration';
import { useEffect, useState } from 'react';
import { HomeNews, HomeNotices } from './components/ContentLists';
import EntryCards from './components/EntryCards';
import GameGrid from './components/GameGrid';
import GoldRanking from './components/GoldRanking';
import HomeCarousel from './components/HomeCarousel';
import LatestTrades from './components/LatestTrades';
import PriceTrend from './components/PriceTrend';
import QuickSearch from './components/QuickSearch';
import { firstGoldGame } from './homeData';
import { loadHomeOnServer, useHomeSeed } from './serverSeed';

/** Server-rendered by the production server (server/serve.mjs): home's data in the first HTML. */
export const serverLoader = loadHomeOnServer;

/**
 * Nothing to start: present so umi never asks the server for the serverLoader's data in the
 * browser (`/__serverLoader`, which `max preview`, the dev server and a host portal do not answer);
 * without server data each block fetches its own.
 */
export const clientLoader = (): Promise<undefined> => Promise.resolve(undefined);

/**
 * Home: what a visitor sees first. Every block loads on its own (skeleton, error with retry, empty),
 * and nothing here pulls ProComponents or a chart library into the first load.
 */
export default function Home() {
  const seed = useHomeSeed();
  // home's effects run once its server HTML is hydrated: the store may change from now on
  useEffect(markHydrated, []);
  const games = useRequest(queryHomeGames, { manual: !!seed });
  const gameList = games.data ?? seed?.games;
  const goldGames = (gameList ?? []).filter((g) => g.categories.some((c) => c.kind === 'gold'));
  const [chosen, setChosen] = useState<string>();
  // ranking and trend follow the same game: the first hot currency game until the user picks one
  const gameId = chosen ?? firstGoldGame(gameList)?.id;
  const gameCode = goldGames.find((g) => g.id === gameId)?.code ?? 'wow';

  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} lg={17}>
        <HomeCarousel seed={seed?.carousel} />
      </Col>
      <Col xs={24} lg={7}>
        <QuickSearch games={gameList} />
      </Col>
      <Col xs={24} lg={17}>
        <GameGrid hot={gameList} loading={games.loading} error={games.error} onRetry={games.refresh} />
      </Col>
      <Col xs={24} lg={7}>
        <EntryCards gameCode={gameCode} />
      </Col>
      <Col xs={24} lg={10}>
        <GoldRanking games={goldGames} gameId={gameId} onGameChange={setChosen} seed={seed?.ranking ?? undefined} />
      </Col>
      <Col xs={24} lg={14}>
        <PriceTrend games={goldGames} gameId={gameId} onGameChange={setChosen} />
      </Col>
      <Col xs={24} lg={10}>
        <LatestTrades seed={seed?.latest} />
      </Col>
      <Col xs={24} lg={7}>
        <HomeNotices seed={seed?.notices} />
      </Col>
      <Col xs={24} lg={7}>
        <HomeNews seed={seed?.news} />
      </Col>
    </Row>
  );
}
