import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryResult } from "kysely";

/**
 * The dialect as it is, except that `onCommitted` is called each time something this process
 * wrote through it is committed: when a connection that ran anything but a select goes back to
 * the pool, after its transaction's commit or its statement's own.
 */
export function noticingOwnWrites(dialect: Dialect, onCommitted: () => void): Dialect {
  return {
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: () => noticingDriver(dialect.createDriver(), onCommitted),
  };
}

interface NoticingConnection extends DatabaseConnection {
  inner: DatabaseConnection;
  wrote: boolean;
}

function noticingDriver(driver: Driver, onCommitted: () => void): Driver {
  const innerOf = (connection: DatabaseConnection) => (connection as NoticingConnection).inner;
  return {
    init: (options) => driver.init(options),
    destroy: (options) => driver.destroy(options),
    async acquireConnection(options) {
      const inner = await driver.acquireConnection(options);
      const connection: NoticingConnection = {
        inner,
        wrote: false,
        executeQuery<R>(
          query: CompiledQuery,
          queryOptions?: Parameters<DatabaseConnection["executeQuery"]>[1],
        ) {
          if (query.query.kind !== "SelectQueryNode") connection.wrote = true;
          return inner.executeQuery<R>(query, queryOptions) as Promise<QueryResult<R>>;
        },
        streamQuery: (query, chunkSize, queryOptions) => inner.streamQuery(query, chunkSize, queryOptions),
      };
      return connection;
    },
    beginTransaction: (connection, settings) => driver.beginTransaction(innerOf(connection), settings),
    commitTransaction: (connection) => driver.commitTransaction(innerOf(connection)),
    rollbackTransaction: (connection) => driver.rollbackTransaction(innerOf(connection)),
    savepoint: driver.savepoint
      ? (connection, name, compile) => driver.savepoint!(innerOf(connection), name, compile)
      : undefined,
    rollbackToSavepoint: driver.rollbackToSavepoint
      ? (connection, name, compile) => driver.rollbackToSavepoint!(innerOf(connection), name, compile)
      : undefined,
    releaseSavepoint: driver.releaseSavepoint
      ? (connection, name, compile) => driver.releaseSavepoint!(innerOf(connection), name, compile)
      : undefined,
    async releaseConnection(connection, options) {
      await driver.releaseConnection(innerOf(connection), options);
      if ((connection as NoticingConnection).wrote) onCommitted();
    },
  };
}
