#if canImport(SwiftUI)
  import Colonnade
  #if canImport(Observation)
    import Observation
  #endif

  /// Observation's registrar where the system has it (iOS 17, macOS 14), nothing before.
  final class AnyRegistrar: Sendable {
    #if canImport(Observation)
      let storage: (any Sendable)?
    #endif

    init() {
      #if canImport(Observation)
        if #available(iOS 17.0, macOS 14.0, *) {
          storage = ObservationRegistrar()
        } else {
          storage = nil
        }
      #endif
    }
  }

  // The store tracks each member's reads and announces each change through Observation's
  // registrar, so SwiftUI redraws a view only for the members it read; before iOS 17 and macOS 14,
  // `ObservableObject`'s `objectWillChange` alone.
  extension ColonnadeStore {
    /// Records that the member `keyPath` was read.
    func track<Member>(_ keyPath: KeyPath<ColonnadeStore, Member>) {
      #if canImport(Observation)
        if #available(iOS 17.0, macOS 14.0, *), let registrar = registrar.storage as? ObservationRegistrar {
          registrar.access(self, keyPath: keyPath)
        }
      #endif
    }

    /// Makes one observable change of the member `keyPath`: `ObservableObject`'s and Observation's.
    func change<Member>(_ keyPath: KeyPath<ColonnadeStore, Member>, _ mutation: () -> Void) {
      objectWillChange.send()
      #if canImport(Observation)
        if #available(iOS 17.0, macOS 14.0, *), let registrar = registrar.storage as? ObservationRegistrar {
          registrar.withMutation(of: self, keyPath: keyPath, mutation)
          return
        }
      #endif
      mutation()
    }
  }

  #if canImport(Observation)
    @available(iOS 17.0, macOS 14.0, *)
    extension ColonnadeStore: Observable {}
  #endif
#endif
