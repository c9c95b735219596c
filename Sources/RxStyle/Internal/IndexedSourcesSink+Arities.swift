// The five- to eight-source shapes of `combineLatest` and `zip`: the same stage as the smaller
// arities, one slot per source.

extension CombiningRule {
  /// Combines five sources by this rule.
  func observable<A, B, C, D, E, Result>(
    _ a: Observable<A>, _ b: Observable<B>, _ c: Observable<C>, _ d: Observable<D>, _ e: Observable<E>,
    _ combine: @escaping @Sendable (A, B, C, D, E) throws -> Result
  ) -> Observable<Result> {
    Observable { receiver in
      let (slotA, slotB, slotC, slotD, slotE) = (
        SourceSlot<A>(self), SourceSlot<B>(self), SourceSlot<C>(self), SourceSlot<D>(self), SourceSlot<E>(self)
      )
      let sink = IndexedSourcesSink(
        self, slots: [slotA, slotB, slotC, slotD, slotE],
        result: { try combine(slotA.take(), slotB.take(), slotC.take(), slotD.take(), slotE.take()) },
        downstream: receiver)
      sink.add(a, slot: slotA, index: 0)
      sink.add(b, slot: slotB, index: 1)
      sink.add(c, slot: slotC, index: 2)
      sink.add(d, slot: slotD, index: 3)
      sink.add(e, slot: slotE, index: 4)
      return sink
    }
  }

  /// Combines six sources by this rule.
  func observable<A, B, C, D, E, F, Result>(
    _ a: Observable<A>, _ b: Observable<B>, _ c: Observable<C>, _ d: Observable<D>, _ e: Observable<E>,
    _ f: Observable<F>,
    _ combine: @escaping @Sendable (A, B, C, D, E, F) throws -> Result
  ) -> Observable<Result> {
    Observable { receiver in
      let (slotA, slotB, slotC, slotD, slotE, slotF) = (
        SourceSlot<A>(self), SourceSlot<B>(self), SourceSlot<C>(self), SourceSlot<D>(self), SourceSlot<E>(self),
        SourceSlot<F>(self)
      )
      let sink = IndexedSourcesSink(
        self, slots: [slotA, slotB, slotC, slotD, slotE, slotF],
        result: { try combine(slotA.take(), slotB.take(), slotC.take(), slotD.take(), slotE.take(), slotF.take()) },
        downstream: receiver)
      sink.add(a, slot: slotA, index: 0)
      sink.add(b, slot: slotB, index: 1)
      sink.add(c, slot: slotC, index: 2)
      sink.add(d, slot: slotD, index: 3)
      sink.add(e, slot: slotE, index: 4)
      sink.add(f, slot: slotF, index: 5)
      return sink
    }
  }

  /// Combines seven sources by this rule.
  func observable<A, B, C, D, E, F, G, Result>(
    _ a: Observable<A>, _ b: Observable<B>, _ c: Observable<C>, _ d: Observable<D>, _ e: Observable<E>,
    _ f: Observable<F>, _ g: Observable<G>,
    _ combine: @escaping @Sendable (A, B, C, D, E, F, G) throws -> Result
  ) -> Observable<Result> {
    Observable { receiver in
      let (slotA, slotB, slotC, slotD, slotE, slotF, slotG) = (
        SourceSlot<A>(self), SourceSlot<B>(self), SourceSlot<C>(self), SourceSlot<D>(self), SourceSlot<E>(self),
        SourceSlot<F>(self), SourceSlot<G>(self)
      )
      let sink = IndexedSourcesSink(
        self, slots: [slotA, slotB, slotC, slotD, slotE, slotF, slotG],
        result: {
          try combine(slotA.take(), slotB.take(), slotC.take(), slotD.take(), slotE.take(), slotF.take(), slotG.take())
        }, downstream: receiver)
      sink.add(a, slot: slotA, index: 0)
      sink.add(b, slot: slotB, index: 1)
      sink.add(c, slot: slotC, index: 2)
      sink.add(d, slot: slotD, index: 3)
      sink.add(e, slot: slotE, index: 4)
      sink.add(f, slot: slotF, index: 5)
      sink.add(g, slot: slotG, index: 6)
      return sink
    }
  }

  /// Combines eight sources by this rule.
  func observable<A, B, C, D, E, F, G, H, Result>(
    _ a: Observable<A>, _ b: Observable<B>, _ c: Observable<C>, _ d: Observable<D>, _ e: Observable<E>,
    _ f: Observable<F>, _ g: Observable<G>, _ h: Observable<H>,
    _ combine: @escaping @Sendable (A, B, C, D, E, F, G, H) throws -> Result
  ) -> Observable<Result> {
    Observable { receiver in
      let (slotA, slotB, slotC, slotD, slotE, slotF, slotG, slotH) = (
        SourceSlot<A>(self), SourceSlot<B>(self), SourceSlot<C>(self), SourceSlot<D>(self), SourceSlot<E>(self),
        SourceSlot<F>(self), SourceSlot<G>(self), SourceSlot<H>(self)
      )
      let sink = IndexedSourcesSink(
        self, slots: [slotA, slotB, slotC, slotD, slotE, slotF, slotG, slotH],
        result: {
          try combine(
            slotA.take(), slotB.take(), slotC.take(), slotD.take(), slotE.take(), slotF.take(), slotG.take(),
            slotH.take())
        }, downstream: receiver)
      sink.add(a, slot: slotA, index: 0)
      sink.add(b, slot: slotB, index: 1)
      sink.add(c, slot: slotC, index: 2)
      sink.add(d, slot: slotD, index: 3)
      sink.add(e, slot: slotE, index: 4)
      sink.add(f, slot: slotF, index: 5)
      sink.add(g, slot: slotG, index: 6)
      sink.add(h, slot: slotH, index: 7)
      return sink
    }
  }
}
